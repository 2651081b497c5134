-- Payment intents are reserved in one call to the database: the account's customer row is locked only
-- for the time PostgreSQL takes to check the keys and the balance and insert the intents, never across
-- round trips to the app (with 50 requests in flight, a lock held across round trips serialised them).
-- The app sends the intents of one account that arrive while a reservation of that account is running
-- as one batch (modules/billing/reserve-payments.ts), so the lock is taken once per batch.
-- The balance and the pending payments are read in one statement, so one snapshot sees a payment either
-- pending or posted: recording the provider's answer (one statement too) needs no lock.
--
-- The balance rule here is the one of computeAccountSummary (modules/billing/compute-account-summary.ts):
-- plan total + late charges + adjustments - payments + refunds. reserve-payment.test.ts checks that both
-- agree on random ledgers.
CREATE FUNCTION puente_account_balance_cents(p_tenant uuid, p_account uuid) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT p.total_cents FROM billing_plans p
                     WHERE p.tenant_id = p_tenant AND p.account_id = p_account), 0)
       + coalesce((SELECT sum(CASE e.kind WHEN 'payment' THEN -e.amount_cents::bigint
                                          WHEN 'installment' THEN 0
                                          ELSE e.amount_cents::bigint END)
                     FROM ledger_entries e WHERE e.tenant_id = p_tenant AND e.account_id = p_account), 0)
$$;
--> statement-breakpoint
CREATE INDEX payments_pending_idx ON payments (account_id) WHERE status = 'pending';
--> statement-breakpoint
-- p_intents: a JSON array of { id, key, providerKey, customer, method, amountCents, source }, in the
-- order they arrived. Answers a JSON array in the same order, each { created, payment } (the new
-- intent, or the one already recorded with that key) or { created: false, availableCents } when the
-- amount is above the balance less the pending payments (those of the batch before it included).
CREATE FUNCTION puente_reserve_payments(p_tenant uuid, p_account uuid, p_now timestamptz, p_intents json)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  intent json;
  found_payment payments;
  available bigint;
  results json[] := '{}';
BEGIN
  PERFORM 1 FROM payment_customers c WHERE c.tenant_id = p_tenant AND c.account_id = p_account FOR UPDATE;
  -- The lookups below name the account and not the tenant (an account belongs to one tenant, and the
  -- rows found are checked against it), so they can only use the indexes led by the account: with the
  -- tenant in the condition, a plan cached while the table was small read every payment of the account.
  SELECT puente_account_balance_cents(p_tenant, p_account)
       - coalesce((SELECT sum(p.amount_cents) FROM payments p
                     WHERE p.account_id = p_account AND p.status = 'pending'), 0)
    INTO available;
  FOR intent IN SELECT * FROM json_array_elements(p_intents) LOOP
    SELECT * INTO found_payment FROM payments p
      WHERE p.account_id = p_account AND p.idempotency_key = intent->>'key';
    IF FOUND AND found_payment.tenant_id <> p_tenant THEN
      RAISE EXCEPTION 'account % is not of tenant %', p_account, p_tenant;
    ELSIF FOUND THEN
      results := results || json_build_object('created', false, 'payment', row_to_json(found_payment));
    ELSIF (intent->>'amountCents')::integer > available THEN
      results := results || json_build_object('created', false, 'availableCents', available);
    ELSE
      INSERT INTO payments (id, tenant_id, account_id, idempotency_key, provider_idempotency_key, customer_id,
                            payment_method_id, amount_cents, status, source, created_at, updated_at)
        VALUES ((intent->>'id')::uuid, p_tenant, p_account, intent->>'key', intent->>'providerKey',
                intent->>'customer', intent->>'method', (intent->>'amountCents')::integer, 'pending',
                intent->>'source', p_now, p_now)
        ON CONFLICT DO NOTHING
        RETURNING * INTO found_payment;
      IF found_payment.id IS NOT NULL THEN
        available := available - found_payment.amount_cents;
        results := results || json_build_object('created', true, 'payment', row_to_json(found_payment));
      ELSE
        -- Written since the lookup above by a writer that did not take the lock: answer that one.
        SELECT * INTO found_payment FROM payments p
          WHERE p.account_id = p_account AND p.idempotency_key = intent->>'key' AND p.tenant_id = p_tenant;
        results := results || json_build_object('created', false, 'payment', row_to_json(found_payment));
      END IF;
    END IF;
  END LOOP;
  RETURN array_to_json(results);
END;
$$;
