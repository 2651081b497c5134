import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../../../ui/form/use-schema-form';
import type { ExerciseFormValues } from '../../model/exercise-form-values';
import { ListError } from './list-error';
import { RemoveButton } from './remove-button';

/**
 * A list of texts (accepted answers of a blank, words in order, other accepted sentences): one input
 * each, add and remove, and the list's own error under it.
 */
export function TextListEditor({
  form,
  path,
  items,
  legend,
  itemLabel,
  min,
  max,
  addLabel,
  lang,
}: {
  form: SchemaForm<ExerciseFormValues>;
  /** The list's path in the form ('definition.words'). */
  path: `definition.${string}`;
  items: string[];
  legend: string;
  itemLabel: (index: number) => string;
  min: number;
  max: number;
  addLabel: string;
  /** The language the texts are written in ('en' for answers in English). */
  lang?: string;
}) {
  const { t } = useTranslation('authoring');
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {items.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are the list's places.
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={itemLabel(index)}
              lang={lang}
              style={{ flex: 1 }}
              {...form.inputProps(`${path}.${index}`)}
            />
            <RemoveButton
              label={t('editor.remove', { item: itemLabel(index) })}
              disabled={items.length <= min}
              onClick={() => form.form.removeListItem(path, index)}
            />
          </Group>
        ))}
        <ListError error={form.errorOf(path)} />
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={items.length >= max}
            onClick={() => form.form.insertListItem(path, '')}
          >
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
