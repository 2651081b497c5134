ALTER TABLE "accounts" ADD COLUMN "ledger_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "standing_version" bigint;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "pays_first_after" date;--> statement-breakpoint
-- The payment gate's standing (decision 0171): every change to what an account's figures are computed from
-- bumps the account's ledger_version, whoever writes it, in the writing transaction. A standing computed
-- from an older version is then never taken. One statement per written statement, not per row.
CREATE FUNCTION puente_bump_ledger_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE accounts SET ledger_version = ledger_version + 1
    WHERE id IN (SELECT DISTINCT account_id FROM old_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE accounts SET ledger_version = ledger_version + 1
    WHERE id IN (SELECT account_id FROM new_rows UNION SELECT account_id FROM old_rows);
  ELSE
    UPDATE accounts SET ledger_version = ledger_version + 1
    WHERE id IN (SELECT DISTINCT account_id FROM new_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_bump_version_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_bump_version_update AFTER UPDATE ON ledger_entries
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_bump_version_delete AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER billing_plans_bump_version_insert AFTER INSERT ON billing_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER billing_plans_bump_version_update AFTER UPDATE ON billing_plans
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
CREATE TRIGGER billing_plans_bump_version_delete AFTER DELETE ON billing_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_bump_ledger_version();
--> statement-breakpoint
-- The school's grace days count the days an account is let in; its time zone dates the ledger's entries.
CREATE FUNCTION puente_bump_tenant_ledger_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts SET ledger_version = ledger_version + 1 WHERE tenant_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tenants_bump_ledger_versions AFTER UPDATE OF late_fee_grace_days, time_zone ON tenants
  FOR EACH ROW WHEN (OLD.late_fee_grace_days IS DISTINCT FROM NEW.late_fee_grace_days
    OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION puente_bump_tenant_ledger_versions();
