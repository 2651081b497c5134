import { Container, Stack, Text, Title } from '@mantine/core';
import type { TChapterItem } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLocalized } from '../../../../lib/use-localized';
import { ListScreen } from '../../../../ui/list/list-screen';
import { chapters, courseChoicesQuery } from '../api/course-wizard-clients';
import { ChapterForm } from './chapter-form';

/** The video or audio wizard: the school's lessons of that kind and their form. */
export function LessonWizardScreen({ viewMode }: { viewMode: 'video' | 'audio' }) {
  const { t } = useTranslation('course-wizard');
  const text = useLocalized();
  useDocumentTitle(t(`lessons.wizard.${viewMode}`));
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const choices = useQuery(courseChoicesQuery());
  const courseTitle = new Map((choices.data?.items ?? []).map((course) => [course.id, text(course.title)]));
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1}>{t(`lessons.wizard.${viewMode}`)}</Title>
          <Text c="dimmed">{t(`lessons.wizardHint.${viewMode}`)}</Text>
        </div>
        <ListScreen<TChapterItem, Record<string, unknown>>
          client={chapters}
          title={t(`lessons.list.${viewMode}`)}
          scope={{ viewMode }}
          rowText={(lesson) => text(lesson.title)}
          rowLabel={(lesson) =>
            `${courseTitle.get(lesson.courseId) ?? ''}${lesson.assigned ? '' : ` · ${t('lessons.unassigned')}`}`
          }
          deletable
          onAdd={() => setOpen({})}
          onEdit={(lesson) => setOpen({ id: lesson.id })}
        />
      </Stack>
      {open ? (
        <ChapterForm key={open.id ?? 'new'} id={open.id} viewMode={viewMode} onClose={() => setOpen(null)} />
      ) : null}
    </Container>
  );
}
