import { prepareForColdStudents } from './cold-preparations.ts';
import { type Scenario, student } from './scenario-types.ts';
import { scenarios } from './scenarios.ts';

/** The hot reads and writes of bench/scenarios.ts that read or write what grows, and the tutoring list. */
export const HOT = [
  'introspect',
  'getmyaccount',
  'getmyaccount-cold',
  'course-list',
  'course-list-cold',
  'lesson',
  'lesson-cold',
  'exercise-submission',
  'exercise-submission-wrong',
  'exam-answer-save',
  'registerretailpayment',
  'review-queue',
  'review-queue-cold',
  'user-search',
  'tutoring-sessions',
  'tutoring-sessions-cold',
];
const tutoringSessions = '/api/tutoring/sessions?when=upcoming';
export const growthScenarios: Scenario[] = [
  ...scenarios,
  // A student's upcoming tutoring sessions (the big school has 50,000).
  { name: 'tutoring-sessions', path: tutoringSessions, as: student, target: {} },
  {
    name: 'tutoring-sessions-cold',
    cold: true,
    path: tutoringSessions,
    as: student,
    prepare: prepareForColdStudents(tutoringSessions),
    target: {},
  },
];
