-- The money ledger: each given account's standing from its days: what it owes and the due date
-- of its oldest unpaid charge.
-- Last set by migration 0027_activity_reports.
CREATE FUNCTION puente_refresh_standing(p_accounts uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_standing AS s (tenant_id, account_id, owed_cents, oldest_unpaid_on)
  SELECT tenant_id, account_id, max(charged_to_date) - max(paid),
    min(day) FILTER (WHERE charged > 0 AND charged_to_date > paid)
  FROM (
    SELECT tenant_id, account_id, day,
      installments_cents + late_charges_cents + adjustments_cents + refunds_cents AS charged,
      sum(installments_cents + late_charges_cents + adjustments_cents + refunds_cents)
        OVER (PARTITION BY account_id ORDER BY day) AS charged_to_date,
      sum(payments_cents) OVER (PARTITION BY account_id) AS paid
    FROM account_days WHERE account_id = ANY (p_accounts)
  ) d
  GROUP BY tenant_id, account_id
  ON CONFLICT (tenant_id, account_id) DO UPDATE SET owed_cents = excluded.owed_cents, oldest_unpaid_on = excluded.oldest_unpaid_on;
$$;
