import { Button, Checkbox, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { termsText } from './terms-text';

type Props = { busy: boolean; onSubmit: () => void };

/** The full terms in Spanish and English, an agreement checkbox and submit (enabled once ticked). */
export function TermsForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const [accept, setAccept] = useState(false);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (accept && !busy) onSubmit();
      }}
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Stack gap="lg" data-testid="terms-text" tabIndex={0} aria-label={t('terms.textLabel')}>
            {(['es', 'en'] as const).map((lang) => (
              <Stack key={lang} gap="xs" lang={lang}>
                <Title order={2} size="h4">
                  {termsText[lang].language}
                </Title>
                {termsText[lang].paragraphs.map((paragraph) => (
                  <Text key={paragraph} size="sm">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Checkbox
          label={t('terms.accept')}
          checked={accept}
          onChange={(event) => setAccept(event.currentTarget.checked)}
        />
        <Button type="submit" disabled={!accept} loading={busy} fullWidth>
          {t('terms.submit')}
        </Button>
      </Stack>
    </form>
  );
}
