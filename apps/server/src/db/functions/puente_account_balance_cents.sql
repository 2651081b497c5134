-- The money ledger: an account's balance in cents, plan total + late charges + adjustments
-- - payments + refunds, the payments read from their daily sums (account_days). The same rule as
-- computeAccountSummary (modules/billing); reserve-payment.test.ts checks both agree.
-- Last set by migration 0028_money_from_roll_ups.
CREATE OR REPLACE FUNCTION puente_account_balance_cents(p_tenant uuid, p_account uuid) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.total_cents FROM billing_plans p
                     WHERE p.tenant_id = p_tenant AND p.account_id = p_account), 0)
       + coalesce((SELECT sum(CASE e.kind WHEN 'installment' THEN 0 ELSE e.amount_cents::bigint END)
                     FROM ledger_entries e
                     WHERE e.account_id = p_account AND e.kind <> 'payment' AND e.tenant_id = p_tenant), 0)
       - coalesce((SELECT sum(d.payments_cents) FROM account_days d
                     WHERE d.tenant_id = p_tenant AND d.account_id = p_account), 0)
$$;
