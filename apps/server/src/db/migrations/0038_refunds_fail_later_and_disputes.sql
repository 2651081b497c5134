-- Refunds that fail after they succeeded, and disputes (decision 0137). A refund records when its ledger entry was
-- reversed (a failure arriving after success); disputes keep each chargeback of a payment with the provider's state.
-- The sandbox's test cards keep what happens later to their charges and refunds, as Stripe's test cards do.
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_amount_positive" CHECK ("disputes"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "test_behaviour" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "later_status" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "later_failure_reason" text;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD COLUMN "later_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_key" ON "disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_tenant_account_idx" ON "disputes" USING btree ("tenant_id","account_id");