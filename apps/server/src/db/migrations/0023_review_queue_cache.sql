-- A student's review queue is answered from memory (decision 0095): every change to their cards, their
-- review history or their review settings announces 'learner:<user id>' on puente_invalidate, whoever
-- writes it. Cards and logs per statement, with the rows it changed (migration 0008's function): cards arrive
-- in bulk (a lesson's words), so one trigger call per statement instead of one per row.
CREATE TRIGGER review_cards_insert_invalidate AFTER INSERT ON review_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER review_cards_update_invalidate AFTER UPDATE ON review_cards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER review_cards_delete_invalidate AFTER DELETE ON review_cards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER review_logs_insert_invalidate AFTER INSERT ON review_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER review_logs_delete_invalidate AFTER DELETE ON review_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION puente_notify_learners();
--> statement-breakpoint
CREATE TRIGGER review_settings_invalidate AFTER INSERT OR UPDATE OR DELETE ON review_settings
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
