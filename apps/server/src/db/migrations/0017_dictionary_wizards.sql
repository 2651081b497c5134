CREATE TABLE "dictionary_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dictionary_phrases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"translation" text NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"word_ids" uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "audio_media_id" uuid;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "examples" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_categories" ADD CONSTRAINT "dictionary_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_phrases" ADD CONSTRAINT "dictionary_phrases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_categories_name_live_key" ON "dictionary_categories" USING btree ("tenant_id",lower(translate(btrim("name_es"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "dictionary_categories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_phrases_text_live_key" ON "dictionary_phrases" USING btree ("tenant_id",lower(translate(btrim("text"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) WHERE "dictionary_phrases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "dictionary_phrases_words_idx" ON "dictionary_phrases" USING gin ("word_ids");--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_category_id_dictionary_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dictionary_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD CONSTRAINT "dictionary_entries_audio_media_id_media_id_fk" FOREIGN KEY ("audio_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_staff_word_live_key" ON "dictionary_entries" USING btree ("tenant_id","direction","search_key",("parts_of_speech"[1])) WHERE source = 'staff' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "dictionary_entries_category_idx" ON "dictionary_entries" USING btree ("category_id") WHERE category_id is not null;