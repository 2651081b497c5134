-- A mail whose every retry met a temporary failure (the SMTP server down for hours) is marked failed-retries
-- instead of staying queued: the outbox shows it was not sent; a "retry now" of its job tries it again.
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_status_check";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('queued', 'sent', 'failed-permanent', 'failed-retries'));