-- The sandbox behaves like Stripe's 3-D Secure test cards: a card may ask for authentication always or once,
-- and a charge waiting for it keeps the secret its challenge is passed with (the sandbox plays Stripe here).
ALTER TABLE "sandbox_charges" ADD COLUMN "client_secret" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "authentication" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD COLUMN "decline_after_authentication" text;