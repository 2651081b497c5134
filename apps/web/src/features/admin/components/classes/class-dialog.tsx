import { List, Modal, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { type TClassDetail, type TClassInput, ZClassInput } from '@puente/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classKeys } from '../../../../api/query-keys';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import { QueryState } from '../../../../ui/query-state';
import { classForm, classQuery, saveClass, useCourseOptions } from '../../api/classes-query';
import { PeoplePicker } from './people-picker';

const empty: TClassInput = { name: '', teacherIds: [], studentIds: [], courseIds: [] };

/** Name, teachers, students and courses, shared by the add and the edit form. */
function ClassFields({ form, loaded }: { form: SchemaForm<TClassInput>; loaded?: TClassDetail }) {
  const { t, i18n } = useTranslation('admin-users');
  const courses = useCourseOptions();
  const language = i18n.language.startsWith('en') ? 'en' : 'es';
  const picker = (field: 'teacherIds' | 'studentIds') => {
    const props = form.inputProps(field);
    return {
      value: form.form.getValues()[field],
      onChange: (ids: string[]) => form.form.setFieldValue(field, ids),
      error: props.error,
      onBlur: props.onBlur,
    };
  };
  return (
    <Stack gap="sm">
      <TextInput label={t('classes.name')} required data-autofocus {...form.inputProps('name')} />
      <PeoplePicker
        label={t('classes.teachers')}
        description={t('classes.teachersHint')}
        required
        people="staff"
        known={loaded?.teachers ?? []}
        {...picker('teacherIds')}
      />
      <PeoplePicker
        label={t('classes.students')}
        description={t('classes.studentsHint')}
        people="students"
        known={loaded?.students ?? []}
        {...picker('studentIds')}
      />
      <MultiSelect
        label={t('classes.courses')}
        searchable
        comboboxProps={{ withinPortal: false }}
        data={(courses.data?.items ?? []).map((course) => ({
          value: course.id,
          label: course.title[language] || course.title.es,
        }))}
        {...form.inputProps('courseIds')}
      />
    </Stack>
  );
}

/** The administrator adds a class, or edits one's name, teachers, students and courses. */
export function ClassDialog({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const detail = useQuery({ ...classQuery(id ?? ''), enabled: id !== undefined });
  const load = useQuery({ ...classQuery(id ?? ''), enabled: id !== undefined, select: classForm });
  const saved = async (values: TClassInput) => {
    const answer = await saveClass(values, id);
    await queryClient.invalidateQueries({ queryKey: classKeys.all() });
    return classForm(answer);
  };
  if (id === undefined)
    return (
      <FormFrame<TClassInput>
        variant="dialog"
        size="medium"
        title={t('classes.new')}
        type={TransactionType.Add}
        initialValues={empty}
        schema={ZClassInput}
        buttons={['ok', 'cancel']}
        onSubmit={saved}
        onClose={onClose}
      >
        {(form) => <ClassFields form={form} />}
      </FormFrame>
    );
  return (
    <FormFrame<TClassInput>
      variant="dialog"
      size="medium"
      title={t('classes.edit')}
      type={TransactionType.Edit}
      load={load}
      schema={ZClassInput}
      buttons={['ok', 'apply', 'cancel']}
      onSubmit={saved}
      onClose={onClose}
    >
      {(form) => <ClassFields form={form} loaded={detail.data} />}
    </FormFrame>
  );
}

/** A professor's view of a class they teach: its students and courses, to read. */
export function ClassView({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const { t: tCommon } = useTranslation('common');
  const detail = useQuery(classQuery(id));
  return (
    <Modal
      opened
      onClose={onClose}
      title={detail.data?.name ?? t('classes.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': tCommon('form.actions.close') }}
    >
      <QueryState query={detail}>
        {(found) => (
          <Stack gap="sm">
            <Text fw={600}>{t('classes.studentCount', { count: found.students.length })}</Text>
            {found.students.length === 0 ? (
              <Text c="dimmed">{t('classes.noStudents')}</Text>
            ) : (
              <List spacing={4}>
                {found.students.map((student) => (
                  <List.Item key={student.id}>
                    {student.name} · {student.email}
                  </List.Item>
                ))}
              </List>
            )}
            <Text fw={600}>{t('classes.courses')}</Text>
            <Text>{found.courses.map((course) => course.title).join(', ') || t('classes.noCourses')}</Text>
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
