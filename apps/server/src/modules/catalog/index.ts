/** Public entry of the catalog module (courses, lessons, progress): what other modules may use. */
export { checkCourseTitle } from './check-course-title.ts';
export { completeChapter } from './complete-chapter.ts';
export { deleteCourse } from './delete-course.ts';
export { enrollStudent } from './enroll-student.ts';
export { getCourse } from './get-course.ts';
export { recordChapterView } from './record-chapter-view.ts';
export { recoverCourse } from './recover-course.ts';
