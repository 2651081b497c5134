-- An account's entries by kind, in one index (decision 0173). The figures and the balance read an
-- account's few entries other than payments. Migration 0029 gave them an index of just those rows, but in a
-- school of 100,000 accounts the planner came to prefer the (tenant, account) index, the smaller of the two
-- (its keys deduplicated), and read every payment the account ever made: 36,000 index entries for 4 rows
-- under the growth bench. The kinds are now named (each a range of this index), so there is no index left
-- that reads them through the payments.
CREATE INDEX "ledger_entries_tenant_account_kind_idx" ON "ledger_entries" USING btree ("tenant_id","account_id","kind");--> statement-breakpoint
DROP INDEX "ledger_entries_tenant_account_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_account_others_idx";--> statement-breakpoint
-- hand-written: the balance reads each kind other than payments by its own range of the index (the same
-- rows as kind <> 'payment'); offset 0 keeps it a lateral read per kind, whatever the planner estimates.
CREATE OR REPLACE FUNCTION puente_account_balance_cents(p_tenant uuid, p_account uuid) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.total_cents FROM billing_plans p
                     WHERE p.tenant_id = p_tenant AND p.account_id = p_account), 0)
       + coalesce((SELECT sum(CASE e.kind WHEN 'installment' THEN 0 ELSE e.amount_cents::bigint END)
                     FROM unnest('{installment,late_charge,refund,adjustment}'::ledger_kind[]) AS k(kind)
                     CROSS JOIN LATERAL (
                       SELECT l.kind, l.amount_cents FROM ledger_entries l
                       WHERE l.tenant_id = p_tenant AND l.account_id = p_account AND l.kind = k.kind
                       OFFSET 0) e), 0)
       - coalesce((SELECT sum(d.payments_cents) FROM account_days d
                     WHERE d.tenant_id = p_tenant AND d.account_id = p_account), 0)
$$;
