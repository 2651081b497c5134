import { Fieldset, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import { CheckTree } from '../../../../ui/widgets/check-tree';
import { useLessonItems } from '../api/authoring-clients';
import { lessonNode, type ReviewFormValues, wordNode, wordOfNode } from '../model/review-form-values';
import { ListError } from './editors/list-error';

/** The vocabulary of the course's lessons as a tree grouped by lesson: checking a lesson takes all its words. */
export function ReviewWords({ form }: { form: SchemaForm<ReviewFormValues> }) {
  const { t, i18n } = useTranslation('authoring');
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const { courseId, words } = form.form.values;
  const lessons = useLessonItems(courseId || null);
  // One tree model per answer (the tree re-reads its items whenever this array changes identity).
  const data = useMemo(
    () =>
      (lessons.data ?? [])
        .filter((lesson) => lesson.vocabulary.length > 0)
        .map((lesson) => ({
          value: lessonNode(lesson.id),
          label: lesson.title[locale] || lesson.title.es,
          children: lesson.vocabulary.map((word) => ({
            value: wordNode({ chapterId: lesson.id, en: word.en }),
            label: `${word.en} — ${word.es}`,
          })),
        })),
    [lessons.data, locale],
  );
  // A word the server could not find (words.3) is named under the tree.
  const wordErrors = words.flatMap((word, index) => {
    const error = form.errorOf(`words.${index}`) ?? form.errorOf(`words.${index}.en`);
    return error ? [`${word.en}: ${error}`] : [];
  });
  return (
    <Fieldset legend={t('review.words', { count: words.length })} variant="unstyled">
      <Stack gap="xs">
        {!courseId ? (
          <Text size="sm" c="dimmed">
            {t('review.chooseCourseFirst')}
          </Text>
        ) : !lessons.isSuccess ? (
          <Loader size="sm" role="progressbar" aria-label={t('review.wordTree')} />
        ) : data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('review.noVocabulary')}
          </Text>
        ) : (
          <div style={{ maxHeight: 320, overflowY: 'auto' }}>
            <CheckTree
              // Drawn once the lessons are there: the tree opens its groups and learns its items on mount.
              key={courseId}
              label={t('review.wordTree')}
              data={data}
              value={words.map(wordNode)}
              onChange={(checked) =>
                form.form.setFieldValue(
                  'words',
                  checked.filter((node) => !node.startsWith('lesson-')).map(wordOfNode),
                )
              }
            />
          </div>
        )}
        <ListError error={form.errorOf('words')} />
        {wordErrors.map((error) => (
          <ListError key={error} error={error} />
        ))}
      </Stack>
    </Fieldset>
  );
}
