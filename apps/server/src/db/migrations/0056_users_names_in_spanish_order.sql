-- Users' names sort in Spanish order (decision 0179): the database's own collation (C.UTF-8) put every
-- name that starts with an accented capital after Z ('Álvarez' after 'Zapata') and 'Muñoz' before
-- 'Murillo'. The name columns take ICU's Spanish collation; the generated search text, which reads them,
-- is dropped and added again around the change (a column a generated column uses cannot change type),
-- with its trigram index. The (tenant, last name, first name) index is rebuilt by the change itself.
DROP INDEX "users_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "first_name" TYPE text COLLATE "es-x-icu", ALTER COLUMN "last_name" TYPE text COLLATE "es-x-icu";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(btrim("users"."first_name" || ' ' || "users"."last_name" || ' ' || "users"."email"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
