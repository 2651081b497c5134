-- A dictionary headword's search key: lower case without accents (IMMUTABLE, so a generated
-- column and an index can use it).
-- Last set by migration 0015_dictionary.
CREATE OR REPLACE FUNCTION dictionary_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));
