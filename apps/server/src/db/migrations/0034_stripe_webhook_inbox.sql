-- Stripe's webhook inbox (decision 0134): each verified event once, keyed by Stripe's event id; its job marks it
-- processed or ignored, with the tenant of the payment, refund or card it named. Only the facts processing reads
-- are kept (ids, statuses, amounts, the provider's codes), never the event's card or billing details.
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"facts" jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"tenant_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "stripe_webhook_events_status_check" CHECK ("stripe_webhook_events"."status" in ('received', 'processed', 'ignored'))
);
--> statement-breakpoint
ALTER TABLE "stripe_webhook_events" ADD CONSTRAINT "stripe_webhook_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_webhook_events_tenant_idx" ON "stripe_webhook_events" USING btree ("tenant_id");