-- The account's figures read its latest auto-pay charge (an off-session charge the card asked 3-D Secure
-- for leaves the installment needing the student): an index of just the auto-pay payments, so that read never
-- goes through every payment the account made.
CREATE INDEX "payments_account_autopay_idx" ON "payments" USING btree ("account_id","tenant_id","created_at") WHERE "payments"."source" = 'autopay';