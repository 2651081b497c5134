import { Button, Checkbox, Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../../../ui/form/use-schema-form';
import type { ChoiceDraft } from '../../model/exercise-draft';
import type { ExerciseFormValues } from '../../model/exercise-form-values';
import { ListError } from './list-error';
import { RemoveButton } from './remove-button';

/**
 * Options with their correct flags and optional feedback: with `single`, marking one correct unmarks the
 * others (a radio per option); otherwise any number may be correct (a check box each).
 */
export function ChoicesEditor({
  form,
  path,
  options,
  single,
  max,
}: {
  form: SchemaForm<ExerciseFormValues>;
  /** The options' path in the form ('definition.options'). */
  path: `definition.${string}`;
  options: ChoiceDraft[];
  single: boolean;
  max: number;
}) {
  const { t } = useTranslation('authoring');
  const markOnly = (chosen: number) =>
    form.form.setFieldValue(
      path,
      options.map((option, index) => ({ ...option, correct: index === chosen })) as never,
    );
  return (
    <Fieldset legend={t('editor.options')} variant="unstyled">
      <Stack gap="sm">
        {options.map((option, index) => {
          const name = t('editor.option', { n: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are the list's places.
            <Stack key={index} gap={4} data-testid="choice-option">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={name}
                  lang="en"
                  style={{ flex: 1 }}
                  {...form.inputProps(`${path}.${index}.text`)}
                />
                <RemoveButton
                  label={t('editor.remove', { item: name })}
                  disabled={options.length <= 2}
                  onClick={() => form.form.removeListItem(path, index)}
                />
              </Group>
              <Group gap="md" wrap="wrap">
                {single ? (
                  <Radio
                    label={t('editor.correct', { item: name })}
                    name={path}
                    checked={option.correct}
                    onChange={() => markOnly(index)}
                  />
                ) : (
                  <Checkbox
                    label={t('editor.correct', { item: name })}
                    {...form.inputProps(`${path}.${index}.correct`, { type: 'checkbox' })}
                  />
                )}
              </Group>
              <TextInput
                label={t('editor.feedback', { item: name })}
                size="xs"
                {...form.inputProps(`${path}.${index}.feedback`)}
              />
            </Stack>
          );
        })}
        <ListError error={form.errorOf(path)} />
        <Group>
          <Button
            size="xs"
            variant="light"
            disabled={options.length >= max}
            onClick={() => form.form.insertListItem(path, { text: '', correct: false, feedback: '' })}
          >
            {t('editor.addOption')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
