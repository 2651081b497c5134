-- The money ledger: reserves a batch of one account's payment intents under the customer row's
-- lock: a payment found by its key (or by its fingerprint when key-less) is answered again, an amount over
-- the available balance (balance - pending payments) is refused, any other is inserted as pending.
-- Last set by migration 0010_security_billing.
CREATE OR REPLACE FUNCTION puente_reserve_payments(p_tenant uuid, p_account uuid, p_now timestamptz, p_intents json)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  intent json;
  found_payment payments;
  available bigint;
  results json[] := '{}';
BEGIN
  PERFORM 1 FROM payment_customers c WHERE c.tenant_id = p_tenant AND c.account_id = p_account FOR UPDATE;
  SELECT puente_account_balance_cents(p_tenant, p_account)
       - coalesce((SELECT sum(p.amount_cents) FROM payments p
                     WHERE p.account_id = p_account AND p.status = 'pending'), 0)
    INTO available;
  FOR intent IN SELECT * FROM json_array_elements(p_intents) LOOP
    SELECT * INTO found_payment FROM payments p
      WHERE p.account_id = p_account AND p.idempotency_key = intent->>'key';
    IF NOT FOUND AND intent->>'fingerprint' IS NOT NULL THEN
      SELECT * INTO found_payment FROM payments p
        WHERE p.account_id = p_account AND p.request_fingerprint = intent->>'fingerprint'
          AND (p.status = 'pending' OR p.updated_at > (intent->>'since')::timestamptz)
        ORDER BY p.created_at DESC
        LIMIT 1;
    END IF;
    IF FOUND AND found_payment.tenant_id <> p_tenant THEN
      RAISE EXCEPTION 'account % is not of tenant %', p_account, p_tenant;
    ELSIF FOUND THEN
      results := results || json_build_object('created', false, 'payment', row_to_json(found_payment));
    ELSIF (intent->>'amountCents')::integer > available THEN
      results := results || json_build_object('created', false, 'availableCents', available);
    ELSE
      INSERT INTO payments (id, tenant_id, account_id, idempotency_key, provider_idempotency_key, customer_id,
                            payment_method_id, amount_cents, status, source, request_fingerprint,
                            created_at, updated_at)
        VALUES ((intent->>'id')::uuid, p_tenant, p_account, intent->>'key', intent->>'providerKey',
                intent->>'customer', intent->>'method', (intent->>'amountCents')::integer, 'pending',
                intent->>'source', intent->>'fingerprint', p_now, p_now)
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
