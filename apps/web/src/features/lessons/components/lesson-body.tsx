import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The lesson's explanation (Spanish with English examples); blank lines separate paragraphs. */
export function LessonBody({ body }: { body: string }) {
  const { t } = useTranslation('learning');
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="lesson-explanation">
      <Title order={2} size="h3" id="lesson-explanation" mb="sm">
        {t('lesson.explanation')}
      </Title>
      <Stack gap="sm" maw={760}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    </section>
  );
}
