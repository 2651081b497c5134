ALTER TABLE "review_cards" ADD COLUMN "buried_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "leech" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "undo" jsonb;--> statement-breakpoint
CREATE INDEX "review_logs_undo_idx" ON "review_logs" USING btree ("tenant_id","user_id") WHERE "review_logs"."undo" is not null;