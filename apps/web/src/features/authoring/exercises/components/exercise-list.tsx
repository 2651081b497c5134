import { Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstruction, useLocalized } from '../../../../lib/use-localized';
import { ListScreen } from '../../../../ui/list/list-screen';
import { SearchMultiSelect, type SelectOption } from '../../../../ui/widgets/search-multi-select';
import { exercisesClient, lessonPages } from '../api/authoring-clients';
import { CourseSelect } from './course-select';
import { ExerciseForm } from './exercise-form';

/**
 * The exercises of the school: filtered by text, by course and by lessons of the course (a search
 * multi-select that loads more as it scrolls), in a virtual list; add, edit, delete and recover.
 */
export function ExerciseList() {
  const { t } = useTranslation(['authoring', 'learning']);
  const localized = useLocalized();
  const instruction = useInstruction();
  const [courseId, setCourseId] = useState('');
  const [lessons, setLessons] = useState<SelectOption[]>([]);
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const loadLessons = useMemo(
    () => lessonPages(courseId || null, (lesson) => localized(lesson.title)),
    [courseId, localized],
  );
  const scope = {
    courseId: courseId || undefined,
    chapterIds: lessons.length ? lessons.map((lesson) => lesson.key).join(',') : undefined,
  };
  return (
    <>
      <ListScreen
        client={exercisesClient}
        title={t('exercise.list')}
        rowText={(exercise) => instruction(exercise.definition)}
        rowLabel={(exercise) => t(`learning:exercise.type.${exercise.type}`)}
        scope={scope}
        height={420}
        deletable
        onAdd={() => setOpen({})}
        onEdit={(exercise) => setOpen({ id: exercise.id })}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 320px' }}>
            <div style={{ flex: '1 1 180px' }}>
              <CourseSelect
                label={t('exercise.filterCourse')}
                value={courseId}
                clearable
                onChange={(id) => {
                  setCourseId(id);
                  setLessons([]);
                }}
              />
            </div>
            {courseId ? (
              <div style={{ flex: '1 1 180px' }} key={courseId}>
                <SearchMultiSelect
                  label={t('exercise.filterLessons')}
                  value={lessons}
                  onChange={setLessons}
                  load={loadLessons}
                />
              </div>
            ) : null}
          </Group>
        }
      />
      {open ? (
        <ExerciseForm
          id={open.id}
          courseId={courseId || undefined}
          chapterId={lessons.length === 1 ? lessons[0]!.key : undefined}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
