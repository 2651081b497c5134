-- The money ledger: adds the given ledger rows (with their sign) to their accounts' daily sums
-- (account_days) and refreshes those accounts' standing.
-- Last set by migration 0037_school_time_zone.
CREATE OR REPLACE FUNCTION puente_roll_up_ledger_rows(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH r AS (
    SELECT * FROM jsonb_to_recordset(p_rows) AS r(tenant_id uuid, account_id uuid, kind ledger_kind,
      amount_cents bigint, due_date date, created_at timestamptz, sign int)
  ), agg AS (
    SELECT tenant_id, account_id, coalesce(due_date, puente_school_day(tenant_id, created_at)) AS day,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'installment'), 0) AS installments_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'late_charge'), 0) AS late_charges_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'payment'), 0) AS payments_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'refund'), 0) AS refunds_cents,
      coalesce(sum(sign * amount_cents) FILTER (WHERE kind = 'adjustment'), 0) AS adjustments_cents,
      coalesce(sum(sign) FILTER (WHERE kind = 'installment'), 0) AS installments_posted,
      coalesce(sum(sign) FILTER (WHERE kind = 'late_charge'), 0) AS late_charges_posted,
      coalesce(sum(sign) FILTER (WHERE kind = 'payment'), 0) AS payments_made
    FROM r GROUP BY 1, 2, 3
  ), accounts_days AS (
    INSERT INTO account_days AS a (tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
    SELECT tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made FROM agg
    ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    installments_cents = a.installments_cents + excluded.installments_cents,
    late_charges_cents = a.late_charges_cents + excluded.late_charges_cents,
    payments_cents = a.payments_cents + excluded.payments_cents,
    refunds_cents = a.refunds_cents + excluded.refunds_cents,
    adjustments_cents = a.adjustments_cents + excluded.adjustments_cents,
    installments_posted = a.installments_posted + excluded.installments_posted,
    late_charges_posted = a.late_charges_posted + excluded.late_charges_posted,
    payments_made = a.payments_made + excluded.payments_made
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, installments_cents, late_charges_cents, payments_cents, refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, day, sum(installments_cents), sum(late_charges_cents), sum(payments_cents), sum(refunds_cents), sum(adjustments_cents), sum(installments_posted), sum(late_charges_posted), sum(payments_made) FROM agg GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    installments_cents = t.installments_cents + excluded.installments_cents,
    late_charges_cents = t.late_charges_cents + excluded.late_charges_cents,
    payments_cents = t.payments_cents + excluded.payments_cents,
    refunds_cents = t.refunds_cents + excluded.refunds_cents,
    adjustments_cents = t.adjustments_cents + excluded.adjustments_cents,
    installments_posted = t.installments_posted + excluded.installments_posted,
    late_charges_posted = t.late_charges_posted + excluded.late_charges_posted,
    payments_made = t.payments_made + excluded.payments_made;
  PERFORM puente_refresh_standing(ARRAY(SELECT DISTINCT (e->>'account_id')::uuid FROM jsonb_array_elements(p_rows) e));
END;
$$;
