-- The previous release's writer of exercise checks, kept while a rolling upgrade runs both releases: it
-- stores the checks through puente_store_exercise_checks and ignores the events' ids (a check is its
-- attempt, decision 0167), so a check made by either release counts once. To drop once no release calls it.
-- Last set by migration 0053_checks_are_their_attempts.
CREATE OR REPLACE FUNCTION puente_record_exercise_checks(
  p_exercise_ids uuid[], p_definitions jsonb[],
  p_tenant_ids uuid[], p_user_ids uuid[], p_check_exercise_ids uuid[], p_as_staff boolean[], p_pairs int[],
  p_attempt_ids uuid[], p_answers jsonb[], p_scores int[], p_correct boolean[], p_at timestamptz[],
  p_activity_ids uuid[], p_card_sets int[], p_card_offsets int[], p_card_ids uuid[],
  p_set_numbers int[], p_word_numbers int[], p_word_keys text[], p_directions text[], p_en text[], p_es text[],
  p_examples text[], p_examples_es text[], p_sources text[], p_chapter_ids uuid[], p_dictionary_entry_ids uuid[]
) RETURNS TABLE (check_n int, previous_best int)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY SELECT * FROM puente_store_exercise_checks(p_exercise_ids, p_definitions, p_tenant_ids, p_user_ids,
    p_check_exercise_ids, p_as_staff, p_pairs, p_attempt_ids, p_answers, p_scores, p_correct, p_at, p_card_sets,
    p_card_offsets, p_card_ids, p_set_numbers, p_word_numbers, p_word_keys, p_directions, p_en, p_es, p_examples,
    p_examples_es, p_sources, p_chapter_ids, p_dictionary_entry_ids);
END;
$$;
