/**
 * The query keys several features build or refresh, one factory per domain. A key is a path: refreshing
 * a shorter key refreshes every query below it (`learningKeys.courseDetails()` refreshes every course).
 * Keys only one feature uses stay in that feature's `api/` (`tutoringKeys`, `paymentQueryKeys`, …).
 */
export const learningKeys = {
  all: () => ['learning'] as const,
  courses: () => [...learningKeys.all(), 'courses'] as const,
  courseDetails: () => [...learningKeys.all(), 'course'] as const,
  course: (courseId: string) => [...learningKeys.courseDetails(), courseId] as const,
  chapters: () => [...learningKeys.all(), 'chapter'] as const,
  chapter: (chapterId: string) => [...learningKeys.chapters(), chapterId] as const,
  exerciseLists: () => [...learningKeys.all(), 'exercises'] as const,
  exercises: (courseId: string | null, chapterId: string | null) =>
    [...learningKeys.exerciseLists(), courseId, chapterId] as const,
  exercise: (exerciseId: string) => [...learningKeys.all(), 'exercise', exerciseId] as const,
  exams: () => [...learningKeys.all(), 'exams'] as const,
  attempt: (examId: string) => [...learningKeys.all(), 'attempt', examId] as const,
  pastAttempts: (examId: string) => [...learningKeys.all(), 'past-attempts', examId] as const,
  attemptReview: (attemptId: string) => [...learningKeys.all(), 'attempt-review', attemptId] as const,
  certificates: () => [...learningKeys.all(), 'certificates'] as const,
  verification: (code: string) => [...learningKeys.all(), 'verification', code] as const,
  audioCourses: () => [...learningKeys.all(), 'audio-courses'] as const,
  audioCourse: (courseId: string) => [...learningKeys.all(), 'audio-course', courseId] as const,
};

/** The review screens' data; the dictionary and the review settings refresh all of it. */
export const reviewKeys = {
  all: () => ['reviews'] as const,
};

/**
 * The records of a resource (`lib/resource`: courses, chapters, users…) by its URL: every list, record and
 * picker of one resource sits under `resourceKeys.of(url)`, so a save refreshes them all.
 */
export const resourceKeys = {
  all: () => ['resource'] as const,
  of: <const Rest extends readonly unknown[]>(url: string, ...rest: Rest) =>
    [...resourceKeys.all(), url, ...rest] as const,
  list: (url: string, search: string, scope: Record<string, string | undefined>) =>
    resourceKeys.of(url, 'list', search, scope),
  item: (url: string, id: string) => resourceKeys.of(url, 'item', id),
};

/**
 * The classes (decision 0149): the administration's list and records, and the class filters of the staff
 * screens, under one key, so a save refreshes them all.
 */
export const classKeys = {
  all: () => ['admin', 'classes'] as const,
  list: () => [...classKeys.all(), 'list'] as const,
  item: (id: string) => [...classKeys.all(), 'item', id] as const,
  people: (role: string, search: string) => [...classKeys.all(), 'people', role, search] as const,
  courses: () => [...classKeys.all(), 'courses'] as const,
};
