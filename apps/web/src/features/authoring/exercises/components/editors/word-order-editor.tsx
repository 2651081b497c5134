import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';
import { TextListEditor } from './text-list-editor';

/** The words in the right order (the student gets them shuffled), other accepted orders, a hint. */
export function WordOrderEditor({ form, draft }: EditorProps<'word-order'>) {
  const { t } = useTranslation('authoring');
  return (
    <Stack gap="sm">
      <TextListEditor
        form={form}
        path="definition.words"
        items={draft.words}
        legend={t('editor.words')}
        itemLabel={(n) => t('editor.word', { n: n + 1 })}
        min={2}
        max={20}
        addLabel={t('editor.addWord')}
        lang="en"
      />
      <TextListEditor
        form={form}
        path="definition.alternatives"
        items={draft.alternatives}
        legend={t('editor.alternatives')}
        itemLabel={(n) => t('editor.alternative', { n: n + 1 })}
        min={0}
        max={5}
        addLabel={t('editor.addAlternative')}
        lang="en"
      />
      <TextInput label={t('editor.translation')} {...form.inputProps('definition.translation')} />
    </Stack>
  );
}
