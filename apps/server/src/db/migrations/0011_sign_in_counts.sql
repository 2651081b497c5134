CREATE TABLE "sign_in_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_counts_window_idx" ON "sign_in_counts" USING btree ("window_ends_at");