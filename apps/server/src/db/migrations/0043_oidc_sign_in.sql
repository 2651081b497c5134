-- Sign-in with the school's accounts (OpenID Connect, decision 0147): the school's provider settings (the
-- client secret encrypted like the payment secret key, the e-mail domains, whether a first sign-in creates
-- the user) and the sign-ins under way (state, nonce and PKCE verifier, bound to the browser, used once).
CREATE TABLE "oidc_sign_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_client_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_client_secret" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_display_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "oidc_creates_accounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_sign_ins" ADD CONSTRAINT "oidc_sign_ins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_ins" ADD CONSTRAINT "oidc_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_sign_ins_state_key" ON "oidc_sign_ins" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_browser_idx" ON "oidc_sign_ins" USING btree ("tenant_id","browser_hash");--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_expires_idx" ON "oidc_sign_ins" USING btree ("expires_at");