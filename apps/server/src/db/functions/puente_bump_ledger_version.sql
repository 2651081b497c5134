-- Bumps the ledger version of each account a statement on its ledger entries or plan wrote (decision
-- 0171): a payment gate's standing computed from an older version is then not taken.
-- Last set by migration 0054_account_gate_standing.
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
