-- A student's review queue is answered from memory (decision 0095): every change to their cards, their
-- review history or their review settings announces 'learner:<user id>' on puente_invalidate, whoever
-- writes it. Identical notifications of one transaction are delivered once.
CREATE TRIGGER review_cards_invalidate AFTER INSERT OR UPDATE OR DELETE ON review_cards
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
--> statement-breakpoint
CREATE TRIGGER review_logs_invalidate AFTER INSERT OR UPDATE OR DELETE ON review_logs
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
--> statement-breakpoint
CREATE TRIGGER review_settings_invalidate AFTER INSERT OR UPDATE OR DELETE ON review_settings
  FOR EACH ROW EXECUTE FUNCTION puente_notify_learner();
