CREATE TABLE "dictionary_false_friend_seeds" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_false_friends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"en" text NOT NULL,
	"en_meaning" text NOT NULL,
	"es" text NOT NULL,
	"es_meaning" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "proper_noun" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_false_friend_seeds" ADD CONSTRAINT "dictionary_false_friend_seeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_false_friends" ADD CONSTRAINT "dictionary_false_friends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_false_friends_en_live_key" ON "dictionary_false_friends" USING btree ("tenant_id",lower(translate(btrim("en"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "dictionary_false_friends"."deleted_at" is null;--> statement-breakpoint
-- hand-written: a school's false friends come with its cached dictionary searches, so a change to them
-- announces 'dictionary:<tenant id>' like a change to its own words (migration 0022).
CREATE TRIGGER dictionary_false_friends_insert_invalidate AFTER INSERT ON dictionary_false_friends
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
--> statement-breakpoint
CREATE TRIGGER dictionary_false_friends_update_invalidate AFTER UPDATE ON dictionary_false_friends
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
--> statement-breakpoint
CREATE TRIGGER dictionary_false_friends_delete_invalidate AFTER DELETE ON dictionary_false_friends
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_dictionary();
