import { Button, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { BLANK_MARKER, countBlanks } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';
import { ListError } from './list-error';
import { TextListEditor } from './text-list-editor';

/** A text with one ___ per blank, and every accepted answer of each blank. */
export function FillInBlankEditor({ form, draft }: EditorProps<'fill-in-blank'>) {
  const { t } = useTranslation('authoring');
  const marked = countBlanks(draft.text);
  const { blanks } = draft;
  return (
    <Stack gap="sm">
      <Textarea
        label={t('editor.blankText')}
        description={t('editor.blankTextHint', { marker: BLANK_MARKER, count: marked })}
        lang="en"
        autosize
        minRows={2}
        {...form.inputProps('definition.text')}
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
      <ListError error={form.errorOf('definition.blanks')} />
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={blanks.length >= 10}
          onClick={() => form.form.insertListItem('definition.blanks', { accepted: [''] })}
        >
          {t('editor.addBlank')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={blanks.length <= 1}
          onClick={() => form.form.removeListItem('definition.blanks', blanks.length - 1)}
        >
          {t('editor.removeBlank')}
        </Button>
      </Group>
    </Stack>
  );
}
