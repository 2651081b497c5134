CREATE TYPE "public"."ledger_kind" AS ENUM('installment', 'late_charge', 'payment', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "billing_plans" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"total_cents" integer NOT NULL,
	"installments" integer NOT NULL,
	"installment_cents" integer NOT NULL,
	"due_day" integer NOT NULL,
	"start_month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_plans_total_positive" CHECK ("billing_plans"."total_cents" > 0),
	CONSTRAINT "billing_plans_installments_positive" CHECK ("billing_plans"."installments" > 0),
	CONSTRAINT "billing_plans_due_day_range" CHECK ("billing_plans"."due_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date,
	"installment_no" integer,
	"reason" text,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"auto_pay_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"provider_customer_id" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"source" text DEFAULT 'retail' NOT NULL,
	"provider_payment_id" text,
	"provider_error_code" text,
	"provider_error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"installment_no" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"charge_decline_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_plans" ADD CONSTRAINT "billing_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_plans_account_key" ON "billing_plans" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "billing_plans_tenant_idx" ON "billing_plans" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_installment_key" ON "ledger_entries" USING btree ("account_id","installment_no") WHERE "ledger_entries"."kind" = 'installment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_late_charge_key" ON "ledger_entries" USING btree ("account_id","installment_no") WHERE "ledger_entries"."kind" = 'late_charge';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payment_key" ON "ledger_entries" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_entries_tenant_account_idx" ON "ledger_entries" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_account_key" ON "payment_customers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_provider_key" ON "payment_customers" USING btree ("provider","provider_customer_id");--> statement-breakpoint
CREATE INDEX "payment_customers_tenant_idx" ON "payment_customers" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_provider_key" ON "payment_methods" USING btree ("provider_payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_methods_tenant_account_idx" ON "payment_methods" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_key" ON "payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_key" ON "payments" USING btree ("provider_idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_tenant_account_idx" ON "payments" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_key" ON "reminders_sent" USING btree ("account_id","installment_no","kind");--> statement-breakpoint
CREATE INDEX "reminders_sent_tenant_idx" ON "reminders_sent" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_idempotency_key" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_charges_customer_idx" ON "sandbox_charges" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_customers_idempotency_key" ON "sandbox_customers" USING btree ("idempotency_key");