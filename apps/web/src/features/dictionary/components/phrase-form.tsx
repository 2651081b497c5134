import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import type { TDictionaryPhraseItem, TDictionarySearchResult } from '@puente/shared';
import { ZDictionaryPhraseEdit, ZDictionaryPhraseInput } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api-client';
import { resourceItemQuery, useResourceMutations } from '../../../lib/resource/resource-queries';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import type { SchemaForm } from '../../../ui/form/use-schema-form';
import { type LoadSelectPage, SearchMultiSelect } from '../../../ui/widgets/search-multi-select';
import { dictionaryPhrases } from '../api/dictionary-wizard-clients';
import { emptyPhrase, type PhraseFormValues, phraseInput, phraseValues } from '../model/word-form-values';

const PAGE = 30;

/** The words a phrase is linked to, chosen among the dictionary's English entries (the school's too). */
function LinkedWordsField({ form }: { form: SchemaForm<PhraseFormValues> }) {
  const { t } = useTranslation('dictionary-wizards');
  const load: LoadSelectPage = useCallback(async ({ searchValue, skip }) => {
    if (!searchValue.trim()) return { items: [], done: true };
    const page = await apiFetch<TDictionarySearchResult>('/dictionary/search', {
      query: { q: searchValue, dir: 'en-es', Skip: skip, Take: PAGE },
    });
    return {
      items: page.items.map((hit) => ({ key: hit.id, description: `${hit.headword} — ${hit.summary}` })),
      done: !page.hasMore,
    };
  }, []);
  const words = form.form.values.words;
  return (
    <SearchMultiSelect
      label={t('phrase.words')}
      value={words.map((word) => ({ key: word.id, description: word.headword }))}
      onChange={(chosen) => {
        const next = chosen.map((option) => ({
          id: option.key,
          headword: option.description.split(' — ')[0]!,
        }));
        form.form.setValues({ words: next, wordIds: next.map((word) => word.id) });
      }}
      load={load}
      error={form.errorOf('wordIds') ?? form.errorOf('wordIds.0')}
    />
  );
}

/** A phrase or idiom as a dialog: kind, English text (checked while typing), meaning, example and linked words. */
export function PhraseForm({ id, onClose }: { id?: string; onClose: () => void }) {
  const { t } = useTranslation('dictionary-wizards');
  const kindLabel = useId();
  const load = useQuery({
    ...resourceItemQuery(dictionaryPhrases, id ?? ''),
    select: phraseValues,
    enabled: id !== undefined,
  });
  const { add, edit } = useResourceMutations(dictionaryPhrases);
  return (
    <FormFrame<PhraseFormValues>
      variant="dialog"
      size="medium"
      title={t(id ? 'phrase.edit' : 'phrase.new')}
      type={id ? TransactionType.Edit : TransactionType.Add}
      load={id ? load : undefined}
      initialValues={emptyPhrase()}
      schema={id ? ZDictionaryPhraseEdit : ZDictionaryPhraseInput}
      checks={{ text: (value, signal) => dictionaryPhrases.check('text', value, id ? { id } : {}, signal) }}
      onSubmit={async (values) =>
        phraseValues(
          id
            ? await edit.mutateAsync({
                ...phraseInput(values),
                id,
                version: values.version,
              } as TDictionaryPhraseItem)
            : await add.mutateAsync(phraseInput(values) as Parameters<typeof dictionaryPhrases.add>[0]),
        )
      }
      onClose={onClose}
    >
      {(form) => {
        const values = form.form.getValues();
        return (
          <Stack gap="sm">
            <div>
              <Text id={kindLabel} fw={500} size="sm" mb={4}>
                {t('phrase.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby={kindLabel}
                data={[
                  { value: 'phrase', label: t('phrase.kind.phrase') },
                  { value: 'idiom', label: t('phrase.kind.idiom') },
                ]}
                value={values.kind}
                onChange={(kind) => form.form.setFieldValue('kind', kind as PhraseFormValues['kind'])}
              />
              {form.errorOf('kind') ? (
                <Text c="red" size="xs" mt={4}>
                  {form.errorOf('kind')}
                </Text>
              ) : null}
            </div>
            <TextInput label={t('phrase.text')} lang="en" autoComplete="off" {...form.inputProps('text')} />
            <TextInput label={t('phrase.translation')} {...form.inputProps('translation')} />
            <TextInput label={t('phrase.example')} lang="en" {...form.inputProps('example')} />
            <LinkedWordsField form={form} />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
