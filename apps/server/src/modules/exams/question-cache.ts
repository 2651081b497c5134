import { LRUCache } from 'lru-cache';
import type { ExamQuestion } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';

/** An exam question as last read, and its definition as JSON text (the save statement compares it). */
export type CachedQuestion = { question: ExamQuestion; definitionJson: string };

/**
 * Exam questions by tenant and id, as last read (bounded: the least recently used leave first). Never
 * trusted alone: an answer checked against a cached question is saved only if, in the same statement,
 * the question is still live in the attempt's exam with this very definition; otherwise the slow path
 * reads everything again. So an edited or deleted question needs no invalidation message.
 */
export const questionCache = preparedPerDatabase(() => new LRUCache<string, CachedQuestion>({ max: 5000 }));

export const questionCacheKey = (tenantId: string, questionId: string) => `${tenantId}:${questionId}`;

export const toCachedQuestion = (question: ExamQuestion): CachedQuestion => ({
  question,
  definitionJson: JSON.stringify(question.definition),
});
