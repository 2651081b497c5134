import { Group, NativeSelect } from '@mantine/core';
import type { TCourseDetail, TCourseSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized';

type Props = {
  courses: TCourseSummary[];
  course: TCourseDetail | undefined;
  courseId: string;
  chapterId: string;
  onChange: (next: { courseId: string; chapterId: string }) => void;
};

/** Course and lesson selects that narrow the exercise list. */
export function ExerciseFilters({ courses, course, courseId, chapterId, onChange }: Props) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  return (
    <Group gap="sm" align="flex-end" grow preventGrowOverflow={false}>
      <NativeSelect
        label={t('exercises.filter.course')}
        data={courses.map((item) => ({ value: item.id, label: `${item.level} · ${text(item.title)}` }))}
        value={courseId}
        onChange={(event) => onChange({ courseId: event.currentTarget.value, chapterId: '' })}
        miw={220}
      />
      <NativeSelect
        label={t('exercises.filter.lesson')}
        data={[
          { value: '', label: t('exercises.filter.allLessons') },
          ...(course?.lessons ?? []).map((lesson) => ({
            value: lesson.id,
            label: `${lesson.position}. ${text(lesson.title)}`,
          })),
        ]}
        value={chapterId}
        onChange={(event) => onChange({ courseId, chapterId: event.currentTarget.value })}
        miw={220}
      />
    </Group>
  );
}
