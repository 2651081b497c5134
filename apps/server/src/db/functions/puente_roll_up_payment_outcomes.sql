-- The money ledger: payments that end succeeded or failed roll up into the daily payment
-- counts and sums; pending intents stop before any write.
-- Last set by migration 0037_school_time_zone.
CREATE OR REPLACE FUNCTION puente_roll_up_payment_outcomes(p_rows jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH s AS (
    SELECT * FROM jsonb_to_recordset(p_rows) AS s(id uuid, tenant_id uuid, account_id uuid, source text,
      status payment_status, amount_cents integer, updated_at timestamptz)
  ), holders AS (
    INSERT INTO activity_events (id, tenant_id, user_id, kind, resource_type, resource_id, created_at, account_id, detail)
    SELECT gen_random_uuid(), s.tenant_id, a.master_user_id,
      CASE WHEN s.source = 'autopay' THEN (CASE WHEN s.status = 'succeeded' THEN 'autopay.charged' ELSE 'autopay.declined' END)
        ELSE (CASE WHEN s.status = 'succeeded' THEN 'payment.made' ELSE 'payment.declined' END) END,
      'payment', s.id, s.updated_at, s.account_id, jsonb_build_object('amountCents', s.amount_cents)
    FROM s JOIN accounts a ON a.id = s.account_id AND a.tenant_id = s.tenant_id
    WHERE a.master_user_id IS NOT NULL
  ), counted AS (
    INSERT INTO account_days AS d (tenant_id, account_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, account_id, puente_school_day(tenant_id, updated_at),
    count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2, 3
  ON CONFLICT (tenant_id, day, account_id) DO UPDATE SET
    payments_declined = d.payments_declined + excluded.payments_declined,
    autopay_charged = d.autopay_charged + excluded.autopay_charged,
    autopay_declined = d.autopay_declined + excluded.autopay_declined
  )
  INSERT INTO tenant_money_days AS t (tenant_id, day, payments_declined, autopay_charged, autopay_declined)
  SELECT tenant_id, puente_school_day(tenant_id, updated_at), count(*) FILTER (WHERE status = 'failed'),
    count(*) FILTER (WHERE status = 'succeeded' AND source = 'autopay'), count(*) FILTER (WHERE status = 'failed' AND source = 'autopay')
  FROM s GROUP BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    payments_declined = t.payments_declined + excluded.payments_declined,
    autopay_charged = t.autopay_charged + excluded.autopay_charged,
    autopay_declined = t.autopay_declined + excluded.autopay_declined;
END;
$$;
