import type { TVocabularyItem } from '@puente/shared';
import type { ChapterForStaff } from '../api/course-wizard-clients';

type LessonMode = 'video' | 'audio' | 'reading';

/** What the video and audio lesson form edits. */
export type ChapterFormValues = {
  id?: string;
  version?: number;
  /** Empty until a course is chosen (the schema answers 'empty course id'). */
  courseId: string;
  title: { es: string; en: string };
  /** Empty when cleared (the schema answers 'empty view mode'). */
  viewMode: LessonMode | '';
  /** An uploaded file's media id or an address. */
  streamOrigin: string;
  body: string;
  transcript: string;
  vocabulary: TVocabularyItem[];
};

export const emptyChapter = (viewMode: LessonMode, courseId = ''): ChapterFormValues => ({
  courseId,
  title: { es: '', en: '' },
  viewMode,
  streamOrigin: '',
  body: '',
  transcript: '',
  vocabulary: [],
});

export const toChapterForm = (lesson: ChapterForStaff): ChapterFormValues => ({
  id: lesson.id,
  version: lesson.version,
  courseId: lesson.courseId,
  title: { ...lesson.title },
  viewMode: lesson.viewMode,
  streamOrigin: lesson.streamOrigin,
  body: lesson.body,
  transcript: lesson.transcript,
  vocabulary: lesson.vocabulary.map((item) => ({ ...item })),
});

/** A new vocabulary row (its fields are required once added). */
export const emptyWord = (): TVocabularyItem => ({ en: '', es: '', example: '' });

/** What POST /api/chapters takes; an edit adds its id and version. */
export const chapterBody = ({ id: _id, version: _version, vocabulary, ...fields }: ChapterFormValues) => ({
  ...fields,
  // An empty Spanish example is no example.
  vocabulary: vocabulary.map(({ exampleEs, ...word }) => (exampleEs?.trim() ? { ...word, exampleEs } : word)),
});
