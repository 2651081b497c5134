-- A check answers the user's best score on the exercise (max(score) of their attempts): with the score
-- last in the index it is read from the index's top instead of visiting every attempt, which grows with
-- each check. The new index serves every lookup the old one (user_id, exercise_id) did.
DROP INDEX "exercise_attempts_user_exercise_idx";--> statement-breakpoint
CREATE INDEX "exercise_attempts_user_exercise_score_idx" ON "exercise_attempts" USING btree ("user_id","exercise_id","score");
