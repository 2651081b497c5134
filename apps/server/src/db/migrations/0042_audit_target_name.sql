-- The audit log names what changed as it was named then (decision 0144): a title in both languages, a
-- person's name and e-mail. The start of an impersonation becomes a kind of its own, beside its end.
ALTER TABLE "admin_actions" ADD COLUMN "target_name" jsonb;--> statement-breakpoint
UPDATE "admin_actions" SET "action" = 'impersonation.start' WHERE "action" = 'user.impersonate';
