import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListenButton } from '../../speech';

/** The English dialogue or text of the lesson, line by line, each one can be listened to. */
export function LessonTranscript({ transcript }: { transcript: string }) {
  const { t } = useTranslation('learning');
  const lines = transcript
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="lesson-transcript">
      <Title order={2} size="h3" id="lesson-transcript" mb="sm">
        {t('lesson.transcript')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6} lang="en">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a dialogue may repeat a line
            <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
              <ListenButton text={spokenPart(line)} size="xs" />
              <SpeakerLine line={line} />
            </Group>
          ))}
        </Stack>
      </Paper>
    </section>
  );
}

const SPEAKER = /^([^:]{1,30}):\s*(.*)$/;

/** What is read aloud: the line without its speaker's name. */
const spokenPart = (line: string) => SPEAKER.exec(line)?.[2] ?? line;

/** A dialogue line with its speaker's name in bold. */
function SpeakerLine({ line }: { line: string }) {
  const match = SPEAKER.exec(line);
  if (!match) return <Text>{line}</Text>;
  return (
    <Text>
      <Text span fw={700}>
        {match[1]}:
      </Text>{' '}
      {match[2]}
    </Text>
  );
}
