import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypedVerdict } from './check-typed-answer';

const partStyle = {
  extra: { color: 'var(--mantine-color-red-9)', textDecoration: 'line-through' },
  // The text stays dark on the light green (4.5:1); the underline and the colour mark it.
  missing: {
    color: 'var(--mantine-color-text)',
    textDecoration: 'underline',
    textDecorationColor: 'var(--mantine-color-green-8)',
    textDecorationThickness: 2,
    background: 'var(--mantine-color-green-1)',
  },
} as const;

/** The box the answer is typed in (Enter checks it); the card's language is the answer's. */
export function TypedAnswerForm({ lang, onCheck }: { lang: string; onCheck: (typed: string) => void }) {
  const { t } = useTranslation('reviews');
  const [typed, setTyped] = useState('');
  return (
    <Stack
      gap="xs"
      w="100%"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(typed);
      }}
    >
      <TextInput
        label={t('typed.label')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        lang={lang}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        // The box was just asked for: typing starts at once.
        autoFocus
      />
      <Button type="submit">{t('typed.check')}</Button>
    </Stack>
  );
}

/**
 * The result of a typed answer: whether it counts, what was typed with the wrong letters struck through
 * and the missing ones underlined, the answer, and the rating suggested (accepted with its button or Enter).
 */
export function TypedAnswerResult({
  verdict,
  onAccept,
  busy,
}: {
  verdict: TypedVerdict;
  onAccept: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('reviews');
  const rating = t(`session.rating.${verdict.suggested}`);
  return (
    <Stack gap={6} align="center" data-testid="typed-result">
      <Text
        fw={700}
        c={verdict.kind === 'wrong' ? 'red.8' : verdict.kind === 'typo' ? 'orange.9' : 'green.9'}
      >
        {t(`typed.${verdict.kind}`)}
      </Text>
      {verdict.kind !== 'exact' && (
        <Text size="lg" data-testid="typed-diff">
          <VisuallyHidden>{t('typed.diffLabel')} </VisuallyHidden>
          {verdict.parts.map((part, index) =>
            part.kind === 'same' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <span key={index}>{part.text}</span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move
              <span key={index}>
                {part.kind === 'extra' ? (
                  <del style={partStyle.extra}>{part.text}</del>
                ) : (
                  <ins style={partStyle.missing}>{part.text}</ins>
                )}
                <VisuallyHidden> ({t(`typed.${part.kind}`, { text: part.text })})</VisuallyHidden>
              </span>
            ),
          )}
        </Text>
      )}
      <Group gap="xs" justify="center">
        <Text size="sm">{t('typed.suggested', { rating })}</Text>
        <Button size="xs" onClick={onAccept} disabled={busy} aria-keyshortcuts="Enter">
          {t('typed.accept', { rating })}
        </Button>
      </Group>
    </Stack>
  );
}
