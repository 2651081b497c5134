import { ActionIcon, Container, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { TCourseItem } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLocalized } from '../../../../lib/use-localized';
import { leaveFormsThen } from '../../../../ui/form/unsaved-changes';
import { Icon } from '../../../../ui/icon';
import { ListScreen } from '../../../../ui/list/list-screen';
import { showDefaultError } from '../../../../ui/messages/show-default-error';
import { courseChoicesQuery, courses, exportContent } from '../api/course-wizard-clients';
import { CourseForm } from '../components/course-form';
import { ImportCoursesButton } from '../components/course-round-trip';
import { CourseTeachersForm } from '../components/course-teachers-form';
import { ImportReportView } from '../components/import-report';
import { coursePackage, downloadJson, type ImportReport } from '../model/course-round-trip';

type Open = { id?: string; variant: 'dialog' | 'panel' } | { id: string; variant: 'teachers'; name: string };

const icon = (d: string) => (
  <Icon size={16}>
    <path d={d} />
  </Icon>
);
const PanelIcon = () => icon('M3 4h18v16H3zM15 4v16');
const DownloadIcon = () => icon('M12 3v12M7 10l5 5 5-5M4 20h16');
const TeachersIcon = () =>
  icon(
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a7 7 0 0 1 14 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a7 7 0 0 0-4-6.3',
  );

/** What the reader is to a course: its owner, a co-teacher, a reader only, or an administrator (none). */
function teachingRole(course: TCourseItem, userId: string | null): 'owner' | 'coTeacher' | 'readOnly' | null {
  const { teaching } = course;
  if (!teaching.mayEdit) return 'readOnly';
  if (teaching.owner?.id === userId) return 'owner';
  if (teaching.teachers.some((teacher) => teacher.id === userId)) return 'coTeacher';
  return null;
}

/**
 * /course-wizard — the school's courses: filter, add, edit (as a dialog or a pinned panel), delete, export,
 * import, and who teaches each. A professor's rows say which courses they teach; the others open read-only.
 */
export default function CourseWizardPage() {
  const { t } = useTranslation('course-wizard');
  const text = useLocalized();
  useDocumentTitle(t('title'));
  const [open, setOpen] = useState<Open | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const userId = useSession((state) => state.identity.id);
  const isProfessor = useSession((state) => state.role === 'Professor');
  const choices = useQuery(courseChoicesQuery());
  const readOnlyKeys = (choices.data?.items ?? [])
    .filter((course) => !course.teaching.mayEdit)
    .map((course) => course.key);
  const nextOrder = Math.max(0, ...(choices.data?.items ?? []).map((course) => course.order)) + 1;

  // Another course (or a new one) replaces the open form: its unsaved changes are asked about first.
  const show = (next: Open) => {
    if (open && open.id === next.id && open.variant === next.variant) return;
    leaveFormsThen(() => setOpen(next));
  };

  const exportCourse = async (course: TCourseItem) => {
    try {
      const pkg = coursePackage(await exportContent(), course.key);
      if (pkg) downloadJson(`${course.key}.json`, pkg);
    } catch (error) {
      showDefaultError(error);
    }
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
          {isProfessor ? <Text c="dimmed">{t('readOnly.professorHint')}</Text> : null}
        </div>
        {report ? <ImportReportView report={report} onClose={() => setReport(null)} /> : null}
        <ListScreen<TCourseItem, Record<string, unknown>>
          client={courses}
          title={t('list')}
          rowText={(course) => text(course.title)}
          rowLabel={(course) => {
            const role = teachingRole(course, userId);
            const label = `${course.level} · ${t(course.published ? 'published' : 'draft')}`;
            return role ? `${label} · ${t(`role.${role}`)}` : label;
          }}
          isReadOnly={(course) => !course.teaching.mayEdit}
          deletable
          onAdd={() => show({ variant: 'dialog' })}
          onEdit={(course) => show({ id: course.id, variant: 'dialog' })}
          toolbar={<ImportCoursesButton onReport={setReport} readOnlyKeys={readOnlyKeys} />}
          rowActions={(course) => {
            const name = text(course.title);
            return (
              <>
                <Tooltip label={t('teachers.open', { name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('teachers.open', { name })}
                    onClick={() => show({ id: course.id, variant: 'teachers', name })}
                  >
                    <TeachersIcon />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('openInPanel', { name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('openInPanel', { name })}
                    onClick={() => show({ id: course.id, variant: 'panel' })}
                  >
                    <PanelIcon />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('roundTrip.export', { name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('roundTrip.export', { name })}
                    onClick={() => void exportCourse(course)}
                  >
                    <DownloadIcon />
                  </ActionIcon>
                </Tooltip>
              </>
            );
          }}
        />
      </Stack>
      {open?.variant === 'teachers' ? (
        <CourseTeachersForm
          key={`teachers-${open.id}`}
          id={open.id}
          name={open.name}
          onClose={() => setOpen(null)}
        />
      ) : open ? (
        <CourseForm
          key={`${open.variant}-${open.id ?? 'new'}`}
          id={open.id}
          variant={open.variant}
          nextOrder={nextOrder}
          onClose={() => setOpen(null)}
          onTeachers={(id, name) => show({ id, variant: 'teachers', name })}
        />
      ) : null}
    </Container>
  );
}
