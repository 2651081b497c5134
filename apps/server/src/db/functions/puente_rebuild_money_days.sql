-- Re-files a school's daily money roll-ups under its own time zone's days (after a zone change).
-- Last set by migration 0037_school_time_zone.
CREATE FUNCTION puente_rebuild_money_days(p_tenant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE account_days SET installments_cents = 0, late_charges_cents = 0, payments_cents = 0, refunds_cents = 0,
    adjustments_cents = 0, installments_posted = 0, late_charges_posted = 0, payments_made = 0
  WHERE tenant_id = p_tenant;
  INSERT INTO account_days AS a (tenant_id, account_id, day, installments_cents, late_charges_cents, payments_cents,
    refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, account_id, coalesce(due_date, puente_school_day(tenant_id, created_at)),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'installment'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'late_charge'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0),
    coalesce(sum(amount_cents) FILTER (WHERE kind = 'adjustment'), 0),
    count(*) FILTER (WHERE kind = 'installment'), count(*) FILTER (WHERE kind = 'late_charge'),
    count(*) FILTER (WHERE kind = 'payment')
  FROM ledger_entries WHERE tenant_id = p_tenant GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET installments_cents = excluded.installments_cents,
    late_charges_cents = excluded.late_charges_cents, payments_cents = excluded.payments_cents,
    refunds_cents = excluded.refunds_cents, adjustments_cents = excluded.adjustments_cents,
    installments_posted = excluded.installments_posted, late_charges_posted = excluded.late_charges_posted,
    payments_made = excluded.payments_made;
  UPDATE tenant_money_days SET installments_cents = 0, late_charges_cents = 0, payments_cents = 0, refunds_cents = 0,
    adjustments_cents = 0, installments_posted = 0, late_charges_posted = 0, payments_made = 0
  WHERE tenant_id = p_tenant;
  INSERT INTO tenant_money_days AS t (tenant_id, day, installments_cents, late_charges_cents, payments_cents,
    refunds_cents, adjustments_cents, installments_posted, late_charges_posted, payments_made)
  SELECT tenant_id, day, sum(installments_cents), sum(late_charges_cents), sum(payments_cents), sum(refunds_cents),
    sum(adjustments_cents), sum(installments_posted), sum(late_charges_posted), sum(payments_made)
  FROM account_days WHERE tenant_id = p_tenant GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET installments_cents = excluded.installments_cents,
    late_charges_cents = excluded.late_charges_cents, payments_cents = excluded.payments_cents,
    refunds_cents = excluded.refunds_cents, adjustments_cents = excluded.adjustments_cents,
    installments_posted = excluded.installments_posted, late_charges_posted = excluded.late_charges_posted,
    payments_made = excluded.payments_made;
  PERFORM puente_refresh_standing(ARRAY(SELECT DISTINCT account_id FROM account_days WHERE tenant_id = p_tenant));
END;
$$;
