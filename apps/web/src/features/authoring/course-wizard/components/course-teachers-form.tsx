import { Alert, List, Stack, Text } from '@mantine/core';
import { type TCourseTeachers, ZCourseTeachersEdit } from '@puente/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../../api/query-keys';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import {
  type LoadSelectPage,
  SearchMultiSelect,
  type SelectOption,
} from '../../../../ui/widgets/search-multi-select';
import { courseTeachersQuery, saveCourseTeachers } from '../api/course-wizard-clients';

type TeachersValues = { teacherIds: string[] };
const PAGE = 20;
const toValues = (teachers: TCourseTeachers): TeachersValues => ({
  teacherIds: teachers.teachers.map((teacher) => teacher.id),
});

/**
 * The professors one may add, found as one types: the school's professors (the server lists them with the
 * course) whose name holds the search text, twenty at a time.
 */
const candidatePages =
  (teachers: TCourseTeachers, locale: string): LoadSelectPage =>
  async ({ searchValue, skip }) => {
    const wanted = searchValue.trim().toLocaleLowerCase(locale);
    const found = teachers.candidates.filter((person) =>
      person.name.toLocaleLowerCase(locale).includes(wanted),
    );
    return {
      items: found.slice(skip, skip + PAGE).map((person) => ({ key: person.id, description: person.name })),
      done: skip + PAGE >= found.length,
    };
  };

/** The co-teachers picker, and the refusal of any one of them (the server names them `teacherIds.N`). */
function TeachersFields({ form, teachers }: { form: SchemaForm<TeachersValues>; teachers: TCourseTeachers }) {
  const { t, i18n } = useTranslation('course-wizard');
  const names = new Map(
    [...teachers.candidates, ...teachers.teachers].map((person) => [person.id, person.name] as const),
  );
  const value: SelectOption[] = form.form.values.teacherIds.map((id) => ({
    key: id,
    description: names.get(id) ?? id,
  }));
  // One loader per list and language: a new one would search again.
  const load = useMemo(() => candidatePages(teachers, i18n.language), [teachers, i18n.language]);
  const refused = form.invalidPaths.find((path) => path === 'teacherIds' || path.startsWith('teacherIds.'));
  return (
    <SearchMultiSelect
      label={t('teachers.coTeachers')}
      value={value}
      onChange={(options) =>
        form.form.setFieldValue(
          'teacherIds',
          options.map((option) => option.key),
        )
      }
      load={load}
      inDialog
      error={refused ? form.errorOf(refused) : undefined}
    />
  );
}

/** The owner's name, or that the course has none (an imported course of the school's starter content). */
function OwnerLine({ teachers }: { teachers: TCourseTeachers }) {
  const { t } = useTranslation('course-wizard');
  return (
    <Text size="sm">
      <Text span fw={600}>
        {t('teachers.owner')}:
      </Text>{' '}
      {teachers.owner?.name || t('teachers.noOwner')}
    </Text>
  );
}

/**
 * "Course teachers": the owner and the co-teachers of a course. Administrators and the owner choose the
 * co-teachers among the school's professors (saved with PUT /api/courses/:id/teachers); anyone else reads
 * them, with the reason they cannot change them.
 */
export function CourseTeachersForm({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation('course-wizard');
  const queryClient = useQueryClient();
  const detail = useQuery(courseTeachersQuery(id));
  const load = useQuery({ ...courseTeachersQuery(id), select: toValues });
  const teachers = detail.data;
  const manage = teachers?.mayManageTeachers ?? false;

  return (
    <FormFrame<TeachersValues>
      variant="dialog"
      size="medium"
      title={t('teachers.title', { name })}
      type={TransactionType.Edit}
      load={load}
      schema={ZCourseTeachersEdit}
      buttons={manage ? ['ok', 'apply', 'cancel'] : ['cancel']}
      onSubmit={async (values) => {
        try {
          const saved = await saveCourseTeachers(id, values.teacherIds);
          queryClient.setQueryData(courseTeachersQuery(id).queryKey, saved);
          return toValues(saved);
        } finally {
          await queryClient.invalidateQueries({ queryKey: resourceKeys.of('/courses') });
        }
      }}
      savedText={() => t('teachers.saved', { name })}
      onClose={onClose}
    >
      {(form) =>
        teachers ? (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('teachers.hint')}
            </Text>
            <OwnerLine teachers={teachers} />
            {manage ? (
              <TeachersFields form={form} teachers={teachers} />
            ) : (
              <>
                <Text size="sm" fw={600}>
                  {t('teachers.coTeachers')}
                </Text>
                {teachers.teachers.length ? (
                  <List size="sm" aria-label={t('teachers.coTeachers')}>
                    {teachers.teachers.map((teacher) => (
                      <List.Item key={teacher.id}>{teacher.name}</List.Item>
                    ))}
                  </List>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('teachers.none')}
                  </Text>
                )}
                <Alert color="teal" role="note">
                  {t('teachers.readOnly')}
                </Alert>
              </>
            )}
          </Stack>
        ) : null
      }
    </FormFrame>
  );
}
