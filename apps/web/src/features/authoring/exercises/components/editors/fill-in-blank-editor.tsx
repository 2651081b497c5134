import { Fieldset, Stack, Textarea } from '@mantine/core';
import { BLANK_MARKER, countBlanks } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';
import { ListError } from './list-error';
import { TextListEditor } from './text-list-editor';

/** A text with one ___ per blank, and every accepted answer of each blank. */
export function FillInBlankEditor({ form, draft }: EditorProps<'fill-in-blank'>) {
  const { t } = useTranslation(['authoring', 'errors']);
  const marked = countBlanks(draft.text);
  const { blanks } = draft;
  // The blanks follow the text: one answer list per ___, the ones already written kept.
  const setText = (text: string) => {
    const count = Math.max(1, countBlanks(text));
    const next = Array.from({ length: count }, (_, index) => blanks[index] ?? { accepted: [''] });
    form.form.setValues({ definition: { ...draft, text, blanks: next } } as never);
  };
  const mismatch =
    draft.text.trim() !== '' && marked !== blanks.length
      ? t('errors:exercise.blank-count-mismatch')
      : undefined;
  return (
    <Stack gap="sm">
      <Textarea
        label={t('editor.blankText')}
        description={t('editor.blankTextHint', { marker: BLANK_MARKER, count: marked })}
        lang="en"
        minRows={2}
        {...form.inputProps('definition.text')}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {blanks.map((blank, index) => (
        <Fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: the blanks are the text's places.
          key={index}
          legend={t('editor.blank', { n: index + 1 })}
          data-testid="blank-editor"
        >
          <TextListEditor
            form={form}
            path={`definition.blanks.${index}.accepted`}
            items={blank.accepted}
            legend={t('editor.accepted')}
            itemLabel={(n) => t('editor.blankAnswer', { blank: index + 1, n: n + 1 })}
            min={1}
            max={10}
            addLabel={t('editor.addAccepted')}
            lang="en"
          />
        </Fieldset>
      ))}
      <ListError error={form.errorOf('definition.blanks') ?? mismatch} />
    </Stack>
  );
}
