import type { TExamAttemptView, TExamState, TExamSummary } from '@puente/shared';
import type { Certificate, Course, Exam, ExamAttempt, ExamQuestion } from '../../db/schema/index.ts';
import { presentAttemptQuestions, reviewAttempt } from './attempt-rules/attempt-review.ts';
import { pendingRetakeAt } from './attempt-rules/retake-rules.ts';
import { secondsLeft } from './exam-deadline.ts';
import type { SavedAnswer } from './exam-grading.ts';

const title = (row: { titleEs: string; titleEn: string }) => ({ es: row.titleEs, en: row.titleEn });

/** An owned exam with the student's state in it; `attempts` are this user's attempts of this exam. */
export function presentExamSummary(
  row: { exam: Exam; course: Course; questionCount: number },
  attempts: ExamAttempt[],
  now: Date,
): TExamSummary {
  const open = attempts.find((attempt) => !attempt.submittedAt) ?? null;
  const submitted = attempts.filter((attempt) => attempt.submittedAt);
  const scores = submitted.map((attempt) => attempt.score ?? 0);
  const state: TExamState = open
    ? 'in-progress'
    : submitted.some((attempt) => attempt.passed)
      ? 'passed'
      : submitted.length
        ? 'failed'
        : 'not-started';
  return {
    id: row.exam.id,
    courseId: row.course.id,
    courseTitle: title(row.course),
    title: title(row.exam),
    description: { es: row.exam.descriptionEs, en: row.exam.descriptionEn },
    passMark: row.exam.passMark,
    timeLimitMinutes: row.exam.timeLimitMinutes,
    questionCount:
      row.exam.drawCount === null ? row.questionCount : Math.min(row.exam.drawCount, row.questionCount),
    state,
    secondsLeft: open ? secondsLeft(open, now) : null,
    currentAttemptId: open?.id ?? null,
    bestScore: scores.length ? Math.max(...scores) : null,
    attempts: attempts.length,
    maxAttempts: row.exam.maxAttempts,
    retakeCooldownHours: row.exam.retakeCooldownHours,
    retakeAt: open ? null : (pendingRetakeAt(row.exam, attempts, now)?.toISOString() ?? null),
  };
}

export function presentAttemptView(
  exam: Exam,
  attempt: ExamAttempt,
  questions: ExamQuestion[],
  answers: SavedAnswer[],
  now: Date,
  certificate: Certificate | null,
): TExamAttemptView {
  const submittedAt = attempt.submittedAt;
  // Attempts from before reviews were kept are graded again with the questions as they are now.
  const graded = submittedAt
    ? attempt.review
      ? { review: attempt.review, score: attempt.score ?? 0, passed: attempt.passed ?? false }
      : reviewAttempt(attempt.id, questions, answers, exam.passMark)
    : null;
  return {
    attemptId: attempt.id,
    examId: exam.id,
    title: title(exam),
    passMark: exam.passMark,
    timeLimitMinutes: exam.timeLimitMinutes,
    status: submittedAt ? 'submitted' : 'open',
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt?.toISOString() ?? null,
    secondsLeft: submittedAt ? null : secondsLeft(attempt, now),
    questions: graded ? graded.review.questions : presentAttemptQuestions(questions, attempt.id),
    answers: answers.map((saved) => ({
      questionId: saved.questionId,
      answer: saved.answer,
      answeredAt: saved.answeredAt.toISOString(),
    })),
    result:
      submittedAt && graded
        ? {
            score: attempt.score ?? graded.score,
            passed: attempt.passed ?? graded.passed,
            submittedAt: submittedAt.toISOString(),
            autoSubmitted: attempt.autoSubmitted,
            questions: graded.review.results.map(({ skill: _skill, ...result }) => result),
            certificate:
              attempt.passed && certificate ? { id: certificate.id, code: certificate.code } : null,
          }
        : null,
  };
}
