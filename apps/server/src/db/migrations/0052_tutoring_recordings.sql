CREATE TABLE "tutoring_recordings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"session_id" uuid,
	"card_id" uuid,
	"practised_text" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"storage_key" text NOT NULL,
	"listened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutoring_recordings_size" CHECK ("tutoring_recordings"."size" > 0),
	CONSTRAINT "tutoring_recordings_duration" CHECK ("tutoring_recordings"."duration_ms" between 1 and 21000),
	CONSTRAINT "tutoring_recordings_mime" CHECK ("tutoring_recordings"."mime" in ('audio/webm', 'audio/ogg', 'audio/mp4')),
	CONSTRAINT "tutoring_recordings_text" CHECK (char_length("tutoring_recordings"."practised_text") <= 500),
	CONSTRAINT "tutoring_recordings_note" CHECK (char_length("tutoring_recordings"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "tutoring_recordings" ADD CONSTRAINT "tutoring_recordings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_recordings" ADD CONSTRAINT "tutoring_recordings_session_id_tutoring_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutoring_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_recordings" ADD CONSTRAINT "tutoring_recordings_student_fk" FOREIGN KEY ("student_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutoring_recordings" ADD CONSTRAINT "tutoring_recordings_tutor_fk" FOREIGN KEY ("tutor_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutoring_recordings_tutor_idx" ON "tutoring_recordings" USING btree ("tenant_id","tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "tutoring_recordings_student_idx" ON "tutoring_recordings" USING btree ("tenant_id","student_id","created_at");