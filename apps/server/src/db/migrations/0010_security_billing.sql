CREATE TABLE "impersonation_writes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"impersonator_user_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "added_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "guest_payments_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_writes" ADD CONSTRAINT "impersonation_writes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_writes" ADD CONSTRAINT "impersonation_writes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_writes" ADD CONSTRAINT "impersonation_writes_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_writes" ADD CONSTRAINT "impersonation_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_writes_tenant_created_idx" ON "impersonation_writes" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent_idx" ON "sessions" USING btree ("parent_session_id") WHERE "sessions"."parent_session_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_fingerprint_idx" ON "payments" USING btree ("account_id","request_fingerprint","updated_at") WHERE "payments"."request_fingerprint" is not null;--> statement-breakpoint
-- As in 0005, and a key-less intent (one with a fingerprint: the client sent no Idempotency-Key) that
-- finds no payment with its own key gets the account's payment with the same fingerprint that is still
-- pending or changed since `since` (the app's window): two identical key-less requests, at once (the
-- customer row's lock orders them, and a batch sees its own inserts) or one after the other, are one
-- payment. The keyed path does no more work than before.
-- p_intents: a JSON array of { id, key, providerKey, customer, method, amountCents, source, fingerprint,
-- since } (fingerprint and since null for a keyed intent).
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
