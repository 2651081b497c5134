-- The money ledger: the payments trigger (insert and update) hands the rows whose outcome is
-- new to puente_roll_up_payment_outcomes.
-- Last set by migration 0028_money_from_roll_ups.
CREATE FUNCTION puente_roll_up_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ended jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(n) INTO ended FROM new_rows n WHERE n.status IN ('succeeded', 'failed');
  ELSE
    SELECT jsonb_agg(n) INTO ended FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.status = 'pending' AND n.status IN ('succeeded', 'failed');
  END IF;
  IF ended IS NOT NULL THEN
    PERFORM puente_roll_up_payment_outcomes(ended);
  END IF;
  RETURN NULL;
END;
$$;
