-- Sessions long dead are swept every hour (decision 0190): an index on their expiry finds them, and one on
-- the impersonation writes' session lets the sweep keep (and the foreign key check) the sessions those
-- writes name without reading every write per session.
CREATE INDEX "impersonation_writes_session_idx" ON "impersonation_writes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- A deleted session is announced to the app's caches only while it could still sign a request in (live:
-- not revoked, not expired): the sweep deletes dead ones by the hundred thousand, and a notice for each
-- would only fill the channel. A revocation (an update) is announced as before.
DROP TRIGGER "sessions_invalidate" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_invalidate" AFTER UPDATE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION puente_notify_invalidate('session');--> statement-breakpoint
CREATE TRIGGER "sessions_invalidate_delete" AFTER DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now())
  EXECUTE FUNCTION puente_notify_invalidate('session');
