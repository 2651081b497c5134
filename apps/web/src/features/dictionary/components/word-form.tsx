import { Button, Group, Paper, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import {
  PARTS_OF_SPEECH,
  type TDictionaryWordItem,
  ZDictionaryWordEdit,
  ZDictionaryWordInput,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMedia } from '../../../api/media-query';
import { resourceKeys } from '../../../api/query-keys';
import { uploadMediaFile } from '../../../api/upload-media-file';
import { resourceItemQuery, useResourceMutations } from '../../../lib/resource/resource-queries';
import { useLocalized } from '../../../lib/use-localized';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import type { SchemaForm } from '../../../ui/form/use-schema-form';
import { MediaInput } from '../../../ui/media-input/media-input';
import { dictionaryCategories, dictionaryWords } from '../api/dictionary-wizard-clients';
import { emptyWord, type WordFormValues, wordInput, wordValues } from '../model/word-form-values';

const fieldset = { border: 0, padding: 0, margin: 0, minWidth: 0 };

/** The school's categories, for the word's category select (the first 100, by name). */
function useCategoryOptions() {
  const text = useLocalized();
  const list = useQuery({
    queryKey: resourceKeys.of(dictionaryCategories.url, 'options'),
    queryFn: ({ signal }) => dictionaryCategories.list({ Skip: 0, Take: 100 }, signal),
  });
  return (list.data?.items ?? []).map((category) => ({ value: category.id, label: text(category.name) }));
}

function SensesField({ form }: { form: SchemaForm<WordFormValues> }) {
  const { t } = useTranslation('dictionary-wizards');
  const senses = form.form.values.senses;
  return (
    <Stack gap="xs" component="fieldset" style={fieldset}>
      <Text component="legend" fw={500} size="sm">
        {t('word.senses')}
      </Text>
      {senses.map((_sense, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: senses have no id; their place is their identity
          <Paper key={index} withBorder p="xs" data-testid="sense-row">
            <Stack gap="xs">
              <TextInput
                label={t('word.gloss', { n })}
                lang="en"
                {...form.inputProps(`senses.${index}.gloss`)}
              />
              <TagsInput
                label={t('word.translations', { n })}
                description={t('word.translationsHint')}
                {...form.inputProps(`senses.${index}.translations`)}
                error={
                  form.errorOf(`senses.${index}.translations`) ??
                  form.errorOf(`senses.${index}.translations.0`)
                }
              />
              {senses.length > 1 ? (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={t('word.removeSense', { n })}
                    onClick={() => form.form.removeListItem('senses', index)}
                  >
                    {t('word.remove')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          disabled={senses.length >= 20}
          onClick={() => form.form.insertListItem('senses', { gloss: '', translations: [] })}
        >
          {t('word.addSense')}
        </Button>
      </Group>
    </Stack>
  );
}

function ExamplesField({ form }: { form: SchemaForm<WordFormValues> }) {
  const { t } = useTranslation('dictionary-wizards');
  const examples = form.form.values.examples;
  return (
    <Stack gap="xs" component="fieldset" style={fieldset}>
      <Text component="legend" fw={500} size="sm">
        {t('word.examples')}
      </Text>
      {examples.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('word.noExamples')}
        </Text>
      ) : null}
      {examples.map((_example, index) => {
        const n = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: examples have no id; their place is their identity
          <Paper key={index} withBorder p="xs" data-testid="example-row">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <TextInput
                label={t('word.exampleEn', { n })}
                lang="en"
                {...form.inputProps(`examples.${index}.en`)}
              />
              <TextInput label={t('word.exampleEs', { n })} {...form.inputProps(`examples.${index}.es`)} />
            </SimpleGrid>
            <Group justify="flex-end" mt={4}>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={t('word.removeExample', { n })}
                onClick={() => form.form.removeListItem('examples', index)}
              >
                {t('word.remove')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          disabled={examples.length >= 10}
          onClick={() => form.form.insertListItem('examples', { en: '', es: '' })}
        >
          {t('word.addExample')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A word of the school as a dialog: headword (checked with the server while typing, with its part of
 * speech), IPA, category, meanings with their translations, example sentences and a recording.
 */
export function WordForm({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('dictionary-wizards');
  const { t: dictionary } = useTranslation('dictionary');
  const load = useQuery({
    ...resourceItemQuery(dictionaryWords, id ?? ''),
    select: wordValues,
    enabled: id !== undefined,
  });
  const { add, edit } = useResourceMutations(dictionaryWords);
  const categories = useCategoryOptions();
  // The part of speech the headword check asks about (the form's current one).
  const partOfSpeech = useRef('');
  return (
    <FormFrame<WordFormValues>
      variant="dialog"
      size="medium-wide"
      title={t(id ? 'word.edit' : 'word.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={emptyWord()}
      schema={id ? ZDictionaryWordEdit : ZDictionaryWordInput}
      checks={{
        headword: (value, signal) =>
          dictionaryWords.check(
            'headword',
            value,
            {
              ...(partOfSpeech.current ? { partOfSpeech: partOfSpeech.current } : {}),
              ...(id ? { id } : {}),
            },
            signal,
          ),
      }}
      onSubmit={async (values) =>
        wordValues(
          id
            ? await edit.mutateAsync({
                ...wordInput(values),
                id,
                version: values.version,
              } as TDictionaryWordItem)
            : await add.mutateAsync(wordInput(values)),
        )
      }
      onClose={onClose}
    >
      {(form) => {
        const values = form.form.getValues();
        partOfSpeech.current = values.partOfSpeech;
        return (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('word.headword')}
                lang="en"
                autoComplete="off"
                {...form.inputProps('headword')}
              />
              <Select
                label={t('word.partOfSpeech')}
                data={PARTS_OF_SPEECH.map((value) => ({ value, label: dictionary(`pos.${value}`) }))}
                searchable
                allowDeselect={false}
                {...form.inputProps('partOfSpeech')}
                value={values.partOfSpeech || null}
                onChange={(next) => form.form.setFieldValue('partOfSpeech', next ?? '')}
              />
              <TextInput label={t('word.ipa')} description={t('word.ipaHint')} {...form.inputProps('ipa')} />
              <Select
                label={t('word.category')}
                placeholder={t('word.noCategory')}
                data={categories}
                clearable
                {...form.inputProps('categoryId')}
                value={values.categoryId}
                onChange={(next) => form.form.setFieldValue('categoryId', next)}
              />
            </SimpleGrid>
            <SensesField form={form} />
            <ExamplesField form={form} />
            <MediaInput
              upload={uploadMediaFile}
              loadMedia={fetchMedia}
              label={t('word.audio')}
              accept={['audio']}
              value={values.audioMediaId}
              onChange={(media) => form.form.setFieldValue('audioMediaId', media)}
              error={form.errorOf('audioMediaId')}
            />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
