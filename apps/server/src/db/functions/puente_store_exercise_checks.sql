-- The one writer of exercise checks (since migration 0053; puente_record_exercise_checks before): stores a batch of graded answers (attempt, a wrong answer's review
-- cards) only for exercises still live and visible to the user with the very definition they were graded
-- by; answers each stored check's number and the user's previous best score. The attempt is the check's
-- activity: its roll-up is the attempts' trigger (puente_roll_up_attempts), no event row is written.
-- Last set by migration 0053_checks_are_their_attempts.
CREATE FUNCTION puente_store_exercise_checks(
  p_exercise_ids uuid[], p_definitions jsonb[],
  p_tenant_ids uuid[], p_user_ids uuid[], p_check_exercise_ids uuid[], p_as_staff boolean[], p_pairs int[],
  p_attempt_ids uuid[], p_answers jsonb[], p_scores int[], p_correct boolean[], p_at timestamptz[],
  p_card_sets int[], p_card_offsets int[], p_card_ids uuid[],
  p_set_numbers int[], p_word_numbers int[], p_word_keys text[], p_directions text[], p_en text[], p_es text[],
  p_examples text[], p_examples_es text[], p_sources text[], p_chapter_ids uuid[], p_dictionary_entry_ids uuid[]
) RETURNS TABLE (check_n int, previous_best int)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH definitions AS (
    SELECT * FROM unnest(p_exercise_ids, p_definitions) WITH ORDINALITY AS d(exercise_id, definition, k)
  ), live AS MATERIALIZED (
    SELECT d.k, x.tenant_id, x.course_id, x.published FROM definitions d
    CROSS JOIN LATERAL (
      SELECT e.tenant_id, e.course_id, (c.published AND ch.assigned) AS published FROM exercises e
      JOIN chapters ch ON ch.id = e.chapter_id
      JOIN courses c ON c.id = e.course_id
      WHERE e.id = d.exercise_id AND e.definition = d.definition
        AND e.deleted_at IS NULL AND ch.deleted_at IS NULL AND c.deleted_at IS NULL
      OFFSET 0
    ) x
  ), input AS (
    SELECT * FROM unnest(p_tenant_ids, p_user_ids, p_check_exercise_ids, p_as_staff, p_pairs, p_attempt_ids,
      p_answers, p_scores, p_correct, p_at, p_card_sets, p_card_offsets)
      WITH ORDINALITY AS i(tenant_id, user_id, exercise_id, as_staff, k, attempt_id, answer, score,
        correct, at, card_set, card_offset, n)
  ), checked AS (
    SELECT i.*, l.course_id FROM input i
    JOIN live l ON l.k = i.k AND l.tenant_id = i.tenant_id
    WHERE i.as_staff OR l.published
  ), attempt AS (
    INSERT INTO exercise_attempts (id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, created_at)
    SELECT attempt_id, tenant_id, user_id, course_id, exercise_id, answer, score, correct, at FROM checked
  ), cards AS (
    INSERT INTO review_cards (id, tenant_id, user_id, word_key, direction, en, es, example, example_es, source,
      chapter_id, dictionary_entry_id, due, created_at)
    SELECT DISTINCT ON (k.tenant_id, k.user_id, c.word_key, c.direction)
      p_card_ids[k.card_offset + c.j], k.tenant_id, k.user_id, c.word_key, c.direction, c.en, c.es,
      c.example, c.example_es, c.source, c.chapter_id, c.dictionary_entry_id, k.at, k.at
    FROM unnest(p_set_numbers, p_word_numbers, p_word_keys, p_directions, p_en, p_es, p_examples,
      p_examples_es, p_sources, p_chapter_ids, p_dictionary_entry_ids)
      AS c(s, j, word_key, direction, en, es, example, example_es, source, chapter_id, dictionary_entry_id)
    JOIN (
      SELECT DISTINCT ON (tenant_id, user_id, card_set) tenant_id, user_id, card_set, card_offset, at
      FROM checked ORDER BY tenant_id, user_id, card_set, n
    ) k ON k.card_set = c.s
    ON CONFLICT (tenant_id, user_id, word_key, direction) DO NOTHING
  )
  SELECT k.n::int, (SELECT max(a.score)::int FROM exercise_attempts a
    WHERE a.tenant_id = k.tenant_id AND a.user_id = k.user_id AND a.exercise_id = k.exercise_id)
  FROM checked k;
END;
$$;
