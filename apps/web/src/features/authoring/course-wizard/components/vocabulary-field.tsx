import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import { type ChapterFormValues, emptyWord } from '../model/chapter-form-values';

/** The words of a lesson: English, Spanish, an English example and its meaning; add and remove rows. */
export function VocabularyField({ form }: { form: SchemaForm<ChapterFormValues> }) {
  const { t } = useTranslation('course-wizard');
  const words = form.form.values.vocabulary;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {t('lesson.vocabulary')}
      </Text>
      {words.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lesson.noWords')}
        </Text>
      ) : null}
      {words.map((word, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity
          <Paper key={index} withBorder p="xs" data-testid="vocabulary-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput label={t('lesson.wordEn', { n })} {...form.inputProps(`vocabulary.${index}.en`)} />
              <TextInput label={t('lesson.wordEs', { n })} {...form.inputProps(`vocabulary.${index}.es`)} />
              <TextInput
                label={t('lesson.example', { n })}
                {...form.inputProps(`vocabulary.${index}.example`)}
              />
              <TextInput
                label={t('lesson.exampleEs', { n })}
                {...form.inputProps(`vocabulary.${index}.exampleEs`)}
                value={word.exampleEs ?? ''}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt={4}>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => form.form.removeListItem('vocabulary', index)}
                aria-label={t('lesson.removeWord', { n, word: word.en || '' })}
              >
                {t('lesson.removeWordShort')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          onClick={() => form.form.insertListItem('vocabulary', emptyWord())}
          disabled={words.length >= 40}
        >
          {t('lesson.addWord')}
        </Button>
      </Group>
    </Stack>
  );
}
