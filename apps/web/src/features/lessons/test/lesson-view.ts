import type { TChapterView } from '@puente/shared';

/** A lesson as GET /api/chapters/:id answers it, with what a test sets over it. */
export const lessonView = (over: Partial<TChapterView> = {}): TChapterView => ({
  id: '0196b3a2-0000-7000-8000-0000000000c1',
  courseId: '0196b3a2-0000-7000-8000-0000000000e1',
  courseTitle: { es: 'Inglés A1', en: 'English A1' },
  position: 1,
  title: { es: 'Saludos', en: 'Greetings' },
  viewMode: 'reading',
  streamOrigin: '',
  body: 'Texto',
  transcript: '',
  vocabulary: [],
  exercises: [],
  score: null,
  passPercent: 80,
  previousLessonId: null,
  nextLessonId: null,
  viewed: true,
  completed: false,
  ...over,
});
