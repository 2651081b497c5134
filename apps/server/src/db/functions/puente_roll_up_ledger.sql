-- The money ledger: every insert, update or delete of ledger entries moves account_days' sums
-- (rows leaving count -1, rows arriving +1) through puente_roll_up_ledger_rows.
-- Last set by migration 0028_money_from_roll_ups.
CREATE OR REPLACE FUNCTION puente_roll_up_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(c) INTO changed FROM (
      SELECT n.tenant_id, n.account_id, n.kind, n.amount_cents, n.due_date, n.created_at, 1 AS sign FROM new_rows n) c;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(c) INTO changed FROM (
      SELECT o.tenant_id, o.account_id, o.kind, o.amount_cents, o.due_date, o.created_at, -1 AS sign FROM old_rows o
      UNION ALL
      SELECT n.tenant_id, n.account_id, n.kind, n.amount_cents, n.due_date, n.created_at, 1 AS sign FROM new_rows n) c;
  ELSE
    SELECT jsonb_agg(c) INTO changed FROM (
      SELECT o.tenant_id, o.account_id, o.kind, o.amount_cents, o.due_date, o.created_at, -1 AS sign FROM old_rows o) c;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM puente_roll_up_ledger_rows(changed);
  END IF;
  RETURN NULL;
END;
$$;
