-- Every change to data that cached signed-in reads answer (decision 0020) is announced on the channel
-- puente_invalidate, whoever writes it: an account's billing rows ('account:<account id>': account
-- figures), a tenant's content ('content:<tenant id>': course lists and lessons), a learner's progress
-- ('learner:<user id>': their course list and lessons). PostgreSQL delivers identical notifications of one
-- transaction once, so a payment writing several rows of one account announces it once.
CREATE FUNCTION puente_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', 'account:' || COALESCE(NEW.account_id, OLD.account_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION puente_notify_learner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('puente_invalidate', 'learner:' || COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Content is written in bulk (imports, seeding): one notification per statement and tenant.
CREATE FUNCTION puente_notify_content() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    FOR tenant IN SELECT DISTINCT tenant_id FROM old_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'content:' || tenant::text);
    END LOOP;
  ELSE
    FOR tenant IN SELECT DISTINCT tenant_id FROM new_rows LOOP
      PERFORM pg_notify('puente_invalidate', 'content:' || tenant::text);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_invalidate AFTER INSERT OR UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION puente_notify_account();
--> statement-breakpoint
CREATE TRIGGER payments_invalidate AFTER INSERT OR UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION puente_notify_account();
--> statement-breakpoint
CREATE TRIGGER billing_plans_invalidate AFTER INSERT OR UPDATE OR DELETE ON billing_plans
  FOR EACH ROW EXECUTE FUNCTION puente_notify_account();
--> statement-breakpoint
CREATE TRIGGER payment_customers_invalidate AFTER INSERT OR UPDATE OR DELETE ON payment_customers
  FOR EACH ROW EXECUTE FUNCTION puente_notify_account();
--> statement-breakpoint
CREATE TRIGGER chapter_progress_invalidate AFTER INSERT OR UPDATE OR DELETE ON chapter_progress
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
--> statement-breakpoint
CREATE TRIGGER enrollments_invalidate AFTER INSERT OR UPDATE OR DELETE ON enrollments
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
--> statement-breakpoint
CREATE TRIGGER exercise_attempts_invalidate AFTER INSERT OR UPDATE OR DELETE ON exercise_attempts
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
--> statement-breakpoint
CREATE TRIGGER courses_insert_invalidate AFTER INSERT ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER courses_update_invalidate AFTER UPDATE ON courses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER courses_delete_invalidate AFTER DELETE ON courses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER chapters_insert_invalidate AFTER INSERT ON chapters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER chapters_update_invalidate AFTER UPDATE ON chapters
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER chapters_delete_invalidate AFTER DELETE ON chapters
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER exercises_insert_invalidate AFTER INSERT ON exercises
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER exercises_update_invalidate AFTER UPDATE ON exercises
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
--> statement-breakpoint
CREATE TRIGGER exercises_delete_invalidate AFTER DELETE ON exercises
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_content();
