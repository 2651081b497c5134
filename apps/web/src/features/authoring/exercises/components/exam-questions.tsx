import { ActionIcon, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { EXAM_SKILLS } from '@puente/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { instructionIn } from '../../../../lib/use-localized';
import type { SchemaForm } from '../../../../ui/form/use-schema-form';
import { Icon } from '../../../../ui/icon';
import { SearchMultiSelect, type SelectOption } from '../../../../ui/widgets/search-multi-select';
import { exercisePages, findExercise } from '../api/authoring-clients';
import { type ExamFormValues, questionDraft } from '../model/exam-form-values';
import { ListError } from './editors/list-error';
import { RemoveButton } from './editors/remove-button';

const Arrow = ({ up }: { up: boolean }) => (
  <Icon size={14}>
    <path d={up ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </Icon>
);

/**
 * The exam's questions: exercises of the course chosen with a search multi-select (each is copied into
 * the exam), then put in order with up and down buttons.
 */
export function ExamQuestions({ form }: { form: SchemaForm<ExamFormValues> }) {
  const { t, i18n } = useTranslation('authoring');
  const { courseId, questions } = form.form.values;
  const load = useMemo(() => exercisePages(courseId || null, i18n.language), [courseId, i18n.language]);
  const chosen: SelectOption[] = questions.map((question) => ({
    key: question.ref,
    description: instructionIn(i18n.language, question.definition),
  }));

  // What changed against the chips shown: a removed one leaves at once; an added one is read (it is copied
  // into the exam) and then joins the questions as they are by then. Two exercises picked in quick
  // succession are both kept, whichever read answers first (the chips show neither until it has).
  const choose = async (options: SelectOption[]) => {
    const shown = new Set(chosen.map((option) => option.key));
    const keys = new Set(options.map((option) => option.key));
    const questionsNow = () => form.form.getValues().questions;
    if (chosen.some((option) => !keys.has(option.key))) {
      form.form.setFieldValue(
        'questions',
        questionsNow().filter((question) => !shown.has(question.ref) || keys.has(question.ref)),
      );
    }
    const added = options.filter((option) => !shown.has(option.key));
    if (added.length === 0) return;
    const copies = await Promise.all(
      added.map(async (option) => questionDraft(option.key, (await findExercise(option.key)).definition)),
    );
    const present = new Set(questionsNow().map((question) => question.ref));
    form.form.setFieldValue('questions', [
      ...questionsNow(),
      ...copies.filter((copy) => !present.has(copy.ref)),
    ]);
  };
  const move = (from: number, to: number) => form.form.reorderListItem('questions', { from, to });

  return (
    <Stack gap="xs">
      {courseId ? (
        <SearchMultiSelect
          key={courseId}
          label={t('exam.chooseExercises')}
          value={chosen}
          onChange={(options) => void choose(options)}
          load={load}
        />
      ) : null}
      <Text size="sm" fw={500} id="exam-question-order">
        {t('exam.order', { count: questions.length })}
      </Text>
      <Stack
        gap={4}
        component="ol"
        aria-labelledby="exam-question-order"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {questions.map((question, index) => {
          const name = t('exam.question', { n: index + 1 });
          return (
            <Paper
              component="li"
              withBorder
              radius="sm"
              px="sm"
              py={4}
              key={question.ref}
              data-testid="exam-question-row"
            >
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" truncate style={{ flex: 1, minWidth: 0 }}>
                  {index + 1}. {instructionIn(i18n.language, question.definition)}
                </Text>
                <NativeSelect
                  size="xs"
                  aria-label={t('exam.skillOf', { item: name })}
                  value={question.skill}
                  onChange={(event) =>
                    form.form.setFieldValue(
                      `questions.${index}.skill`,
                      event.currentTarget.value as (typeof EXAM_SKILLS)[number],
                    )
                  }
                  data={EXAM_SKILLS.map((skill) => ({ value: skill, label: t(`exam.skill.${skill}`) }))}
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('exam.moveUp', { item: name })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <Arrow up />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('exam.moveDown', { item: name })}
                    disabled={index === questions.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <Arrow up={false} />
                  </ActionIcon>
                  <RemoveButton
                    label={t('editor.remove', { item: name })}
                    onClick={() => form.form.removeListItem('questions', index)}
                  />
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ListError error={form.errorOf('questions')} />
    </Stack>
  );
}
