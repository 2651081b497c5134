-- Bumps the ledger version of every account of a school whose grace days or time zone changed
-- (decision 0171).
-- Last set by migration 0054_account_gate_standing.
CREATE FUNCTION puente_bump_tenant_ledger_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts SET ledger_version = ledger_version + 1 WHERE tenant_id = NEW.id;
  RETURN NULL;
END;
$$;
