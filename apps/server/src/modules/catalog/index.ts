/** Public entry of the catalog module (courses, lessons, progress): what other modules may use. */
export { completeChapter } from './complete-chapter.ts';
export { enrollStudent } from './enroll-student.ts';
export { findResumeLesson } from './find-resume-lesson.ts';
export { findStartingLesson } from './find-starting-lesson.ts';
export { recordChapterView } from './record-chapter-view.ts';
