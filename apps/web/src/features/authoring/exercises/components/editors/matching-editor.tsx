import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from './editor-props';
import { ListError } from './list-error';
import { RemoveButton } from './remove-button';

/** Pairs: the English item on the left and its match on the right (the right side is shown shuffled). */
export function MatchingEditor({ form, draft }: EditorProps<'matching'>) {
  const { t } = useTranslation('authoring');
  const { pairs } = draft;
  return (
    <Fieldset legend={t('editor.pairs')} variant="unstyled">
      <Stack gap="xs">
        {pairs.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are the list's places.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="pair-editor">
            <TextInput
              label={t('editor.left', { n: index + 1 })}
              lang="en"
              style={{ flex: 1 }}
              {...form.inputProps(`definition.pairs.${index}.left`)}
            />
            <TextInput
              label={t('editor.right', { n: index + 1 })}
              style={{ flex: 1 }}
              {...form.inputProps(`definition.pairs.${index}.right`)}
            />
            <RemoveButton
              label={t('editor.remove', { item: t('editor.pair', { n: index + 1 }) })}
              disabled={pairs.length <= 2}
              onClick={() => form.form.removeListItem('definition.pairs', index)}
            />
          </Group>
        ))}
        <ListError error={form.errorOf('definition.pairs')} />
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={pairs.length >= 10}
            onClick={() => form.form.insertListItem('definition.pairs', { left: '', right: '' })}
          >
            {t('editor.addPair')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
