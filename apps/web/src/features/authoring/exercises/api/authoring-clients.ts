import type { TChapterItem, TCourseItem, TExamItem, TExerciseItem, TReviewLessonItem } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { resourceKeys } from '../../../../api/query-keys';
import { resourceClient } from '../../../../lib/resource/resource-client';
import { instructionIn } from '../../../../lib/use-localized';
import type { LoadSelectPage } from '../../../../ui/widgets/search-multi-select';

/** The content resources of the wizards (spec section 7 conventions under /api). */
export const exercisesClient = resourceClient<TExerciseItem, unknown>('/exercises');
export const examsClient = resourceClient<TExamItem, unknown>('/exams');
export const reviewLessonsClient = resourceClient<TReviewLessonItem, unknown>('/review-lessons');
const coursesClient = resourceClient<TCourseItem, unknown>('/courses');
const chaptersClient = resourceClient<TChapterItem, unknown>('/chapters');

/** The most a wizard's course or lesson list shows at once (the server's largest page). */
const ALL = 100;

/** Every live course of the school (staff page), for the wizards' course fields. */
export const useCourseItems = () =>
  useQuery({
    queryKey: resourceKeys.of('/courses', 'all'),
    queryFn: ({ signal }) => coursesClient.list({ Skip: 0, Take: ALL }, signal),
    select: (page) => page.items,
  });

/** Every live lesson of a course, in the course's order, with its vocabulary. */
export const useLessonItems = (courseId: string | null) =>
  useQuery({
    queryKey: resourceKeys.of('/chapters', 'all', courseId),
    queryFn: ({ signal }) =>
      chaptersClient.list({ courseId: courseId ?? undefined, Skip: 0, Take: ALL }, signal),
    select: (page) => [...page.items].sort((a, b) => a.position - b.position),
    enabled: Boolean(courseId),
  });

/** A page of a course's lessons matching the search, for the search multi-select of the list filter. */
export const lessonPages =
  (courseId: string | null, titleOf: (lesson: TChapterItem) => string): LoadSelectPage =>
  async ({ searchValue, skip }) => {
    const page = await chaptersClient.list({
      courseId: courseId ?? undefined,
      SearchValue: searchValue.trim() || null,
      Skip: skip,
      Take: 20,
    });
    return {
      items: page.items.map((lesson) => ({ key: lesson.id, description: titleOf(lesson) })),
      done: skip + page.items.length >= page.total || page.items.length === 0,
    };
  };

/**
 * A page of a course's exercises matching the search, for choosing an exam's questions: each named by
 * its instruction in `language`.
 */
export const exercisePages =
  (courseId: string | null, language: string): LoadSelectPage =>
  async ({ searchValue, skip }) => {
    const page = await exercisesClient.list({
      courseId: courseId ?? undefined,
      SearchValue: searchValue.trim() || null,
      Skip: skip,
      Take: 20,
    });
    return {
      items: page.items.map((exercise) => ({
        key: exercise.id,
        description: instructionIn(language, exercise.definition),
      })),
      done: skip + page.items.length >= page.total || page.items.length === 0,
    };
  };

/** One exercise with its answers (an exam copies the chosen exercises' definitions). */
export const findExercise = (id: string) => exercisesClient.find(id);
