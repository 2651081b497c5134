-- Exercise checks are stored in batches, two statements in flight. A trigger that notifies makes each
-- batch's commit hold PostgreSQL's notification lock while the disk syncs, so the batches committed one
-- at a time. The app announces 'learner:<user id>' itself once the attempts are committed (and before it
-- answers): db/announce-changes.ts. Only the app writes exercise attempts.
DROP TRIGGER exercise_attempts_invalidate ON exercise_attempts;
