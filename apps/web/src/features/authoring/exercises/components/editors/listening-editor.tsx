import { SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoicesEditor } from './choices-editor';
import type { EditorProps } from './editor-props';
import { TextListEditor } from './text-list-editor';

/** What the browser reads aloud, and the answer: typed (accepted forms) or picked (options). */
export function ListeningEditor({ form, draft }: EditorProps<'listening'>) {
  const { t } = useTranslation('authoring');
  const modeLabel = useId();
  return (
    <Stack gap="sm">
      <Textarea label={t('editor.speak')} lang="en" minRows={2} {...form.inputProps('definition.speak')} />
      <div>
        <Text size="sm" fw={500} id={modeLabel} mb={4}>
          {t('editor.answerMode')}
        </Text>
        <SegmentedControl
          aria-labelledby={modeLabel}
          data={[
            { value: 'type', label: t('editor.mode.type') },
            { value: 'choice', label: t('editor.mode.choice') },
          ]}
          {...form.form.getInputProps('definition.answerMode')}
        />
      </div>
      {draft.answerMode === 'type' ? (
        <TextListEditor
          form={form}
          path="definition.accepted"
          items={draft.accepted}
          legend={t('editor.accepted')}
          itemLabel={(n) => t('editor.acceptedAnswer', { n: n + 1 })}
          min={1}
          max={10}
          addLabel={t('editor.addAccepted')}
          lang="en"
        />
      ) : (
        <ChoicesEditor form={form} path="definition.options" options={draft.options} single max={8} />
      )}
    </Stack>
  );
}
