import type { TExamItem } from '@puente/shared';
import type { Exam } from '../../../db/schema/index.ts';
import type { QuestionRow } from './exams.repository.ts';

/** An exam as the authoring calls answer it, with its exercises in order. */
export function presentExamItem(exam: Exam, questions: QuestionRow[]): TExamItem {
  return {
    id: exam.id,
    key: exam.key,
    version: exam.version,
    courseId: exam.courseId,
    position: exam.position,
    title: { es: exam.titleEs, en: exam.titleEn },
    description: { es: exam.descriptionEs, en: exam.descriptionEn },
    passMark: exam.passMark,
    timeLimitMinutes: exam.timeLimitMinutes,
    drawCount: exam.drawCount,
    retakeCooldownHours: exam.retakeCooldownHours,
    maxAttempts: exam.maxAttempts,
    questions: questions.map(({ id, key, definition, skill }) => ({ id, key, definition, skill })),
    createdAt: exam.createdAt.toISOString(),
    updatedAt: exam.updatedAt.toISOString(),
    deletedAt: exam.deletedAt?.toISOString() ?? null,
  };
}
