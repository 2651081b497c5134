import {
  DEFAULT_RETAKE_COOLDOWN_HOURS,
  defaultExamSkill,
  type TExamItem,
  type TExamSkill,
  type TExerciseDefinition,
  ZExamInput,
} from '@puente/shared';

/** A question of the exam being edited: `ref` is its key, or the exercise it was copied from. */
type ExamQuestionDraft = { ref: string; key?: string; definition: TExerciseDefinition; skill: TExamSkill };

/** A question copied from an exercise: it measures what its type practises most until staff say otherwise. */
export const questionDraft = (ref: string, definition: TExerciseDefinition): ExamQuestionDraft => ({
  ref,
  definition,
  skill: defaultExamSkill(definition.type),
});

export type ExamFormValues = {
  courseId: string;
  title: { es: string; en: string };
  description: { es: string; en: string };
  passMark: number;
  timeLimitMinutes: number | null;
  /** Questions each attempt draws; null draws them all. */
  drawCount: number | null;
  retakeCooldownHours: number;
  maxAttempts: number | null;
  questions: ExamQuestionDraft[];
  id?: string;
  version?: number;
};

/** The pass mark a new exam starts with, in percent. */
const DEFAULT_PASS_MARK = 70;

export const newExam = (courseId = ''): ExamFormValues => ({
  courseId,
  title: { es: '', en: '' },
  description: { es: '', en: '' },
  passMark: DEFAULT_PASS_MARK,
  timeLimitMinutes: 30,
  drawCount: null,
  retakeCooldownHours: DEFAULT_RETAKE_COOLDOWN_HOURS,
  maxAttempts: null,
  questions: [],
});

export const examFormValues = (item: TExamItem): ExamFormValues => ({
  id: item.id,
  version: item.version,
  courseId: item.courseId,
  title: item.title,
  description: item.description,
  passMark: item.passMark,
  timeLimitMinutes: item.timeLimitMinutes,
  drawCount: item.drawCount,
  retakeCooldownHours: item.retakeCooldownHours,
  maxAttempts: item.maxAttempts,
  questions: item.questions.map((question) => ({
    ref: question.key,
    key: question.key,
    definition: question.definition,
    skill: question.skill,
  })),
});

/** POST /api/exams (or PUT with id and version): the questions in their order, kept ones by key. */
export const examSubmission = ({ questions, id, version, ...exam }: ExamFormValues) => ({
  ...(id ? { id, version } : {}),
  ...exam,
  questions: questions.map(({ key, definition, skill }) =>
    key ? { key, definition, skill } : { definition, skill },
  ),
});

export const examSchema = ZExamInput;
