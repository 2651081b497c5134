/** Public entry of the reviews module: what feeds a student's queue, and what the home page counts. */
export { missedAnswerCards } from './add-missed-answer-words.ts';
export { addReviewWords } from './add-review-words.ts';
export { reviewsDueToday } from './get-review-queue.ts';
export { rateReviewCard } from './rate-review-card.ts';
export { cardColumns, type NewCard } from './reviews.repository.ts';
