-- Every change that can revoke access is announced on the channel puente_invalidate, whoever writes it:
-- a revoked or deleted session, any change to a user (password, role, deactivation), any change to a
-- tenant (flags, hosts). Each app instance listens and drops what it cached (plugins/cache-invalidation.ts).
CREATE FUNCTION puente_notify_invalidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', TG_ARGV[0] || ':' || COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_invalidate AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION puente_notify_invalidate('session');
--> statement-breakpoint
CREATE TRIGGER users_invalidate AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION puente_notify_invalidate('user');
--> statement-breakpoint
CREATE TRIGGER tenants_invalidate AFTER INSERT OR UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION puente_notify_invalidate('tenant');
