import { Alert, Button, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import type { TPlacementAnswers, TPlacementStep } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { postPlacement } from '../api/onboarding-api';

type Answer = TPlacementAnswers['answers'][number];
type Result = Extract<TPlacementStep, { done: true }>;

/**
 * The adaptive placement test: one question at a time (the server picks each from the answers so far and
 * keeps the right answers), then the result.
 */
export function PlacementTest({ onDone }: { onDone: (result: Result) => void }) {
  const { t } = useTranslation('onboarding');
  const [answers, setAnswers] = useState<Answer[]>([]);
  const [step, setStep] = useState<Extract<TPlacementStep, { done: false }> | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = useMutation({
    mutationFn: (sent: Answer[]) => postPlacement({ answers: sent }),
    onSuccess: (next, sent) => {
      setAnswers(sent);
      setChoice(null);
      if (next.done) onDone(next);
      else setStep(next);
    },
  });
  // The first question, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once on mount
  useEffect(() => {
    ask.mutate([]);
  }, []);
  // Each new question takes the focus, so a screen reader reads it.
  useEffect(() => {
    if (step) heading.current?.focus();
  }, [step]);

  if (!step) {
    return ask.isError ? (
      <Alert color="red" role="alert" title={errorText(ask.error)}>
        <Button mt="xs" size="xs" variant="outline" color="red.9" onClick={() => ask.mutate([])}>
          {t('common:app.retry')}
        </Button>
      </Alert>
    ) : (
      <Text c="dimmed" aria-busy="true">
        …
      </Text>
    );
  }
  const submit = () => {
    if (choice === null) return;
    ask.mutate([...answers, { questionId: step.question.id, choice: Number(choice) }]);
  };
  return (
    <Stack gap="md" data-testid="placement-test">
      <Text c="dimmed">{t('placement.intro')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={600} id="placement-progress">
          {t('placement.progress', { number: step.number, total: step.total })}
        </Text>
        <Progress.Root>
          <Progress.Section
            value={((step.number - 1) / step.total) * 100}
            aria-label={t('placement.progress', { number: step.number, total: step.total })}
          />
        </Progress.Root>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Radio.Group
          value={choice}
          onChange={setChoice}
          label={
            <Title
              order={2}
              size="h3"
              ref={heading}
              tabIndex={-1}
              lang="en"
              style={{ overflowWrap: 'anywhere' }}
            >
              {step.question.sentence}
            </Title>
          }
          description={
            <>
              {t('placement.choose')}
              {step.question.hint ? (
                <Text component="span" display="block" mt={4} fs="italic">
                  {t('placement.hint', { hint: step.question.hint })}
                </Text>
              ) : null}
            </>
          }
        >
          <Stack gap="xs" mt="sm">
            {step.question.options.map((option, index) => (
              <Radio key={option} value={String(index)} label={option} lang="en" />
            ))}
          </Stack>
        </Radio.Group>
        {ask.isError ? <Alert color="red" role="alert" mt="sm" title={errorText(ask.error)} /> : null}
        <Group justify="flex-end" mt="md">
          <Button type="submit" disabled={choice === null} loading={ask.isPending}>
            {t('placement.next')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
