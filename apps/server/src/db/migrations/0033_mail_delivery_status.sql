-- Mail delivered by the job queue (decision 0122): each outbox row says whether it is queued, sent or refused
-- for good (failed-permanent), how many tries it took and the last error. Rows from before were delivered
-- once, so they are 'sent'. A mail with a one-time password keeps its content encrypted in "sealed" until sent.
ALTER TABLE "outbox_emails" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('queued', 'sent', 'failed-permanent'));