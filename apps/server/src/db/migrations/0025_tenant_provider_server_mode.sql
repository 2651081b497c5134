ALTER TABLE "tenants" DROP CONSTRAINT "tenants_payment_provider_mode";--> statement-breakpoint
ALTER TABLE "tenants" ALTER COLUMN "payment_provider_mode" SET DEFAULT 'server';--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_payment_provider_mode" CHECK ("tenants"."payment_provider_mode" in ('server', 'sandbox', 'test', 'live'));--> statement-breakpoint
-- Until now the mode was stored but the server's configuration charged every tenant: a tenant left in
-- the sandbox kept paying through PAYMENT_PROVIDER. It stays so ('server'); Stripe modes now take effect.
UPDATE "tenants" SET "payment_provider_mode" = 'server' WHERE "payment_provider_mode" = 'sandbox';
