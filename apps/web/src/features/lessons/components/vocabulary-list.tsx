import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TVocabularyItem } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ListenButton } from '../../speech';

/** The lesson's words: English with a listen button, Spanish, and an example sentence. */
export function VocabularyList({ items }: { items: TVocabularyItem[] }) {
  const { t } = useTranslation('learning');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="lesson-vocabulary">
      <Title order={2} size="h3" id="lesson-vocabulary" mb="sm">
        {t('lesson.vocabulary')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lesson.vocabulary.english')}</Table.Th>
              <Table.Th>{t('lesson.vocabulary.spanish')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('lesson.vocabulary.example')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.en}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ListenButton text={item.en} size="xs" />
                    <Text fw={600} lang="en">
                      {item.en}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Text>{item.es}</Text>
                    <Text size="sm" c="dimmed" hiddenFrom="sm" lang="en">
                      {item.example}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Group gap={4} wrap="nowrap" align="flex-start">
                    <ListenButton text={item.example} size="xs" />
                    <div>
                      <Text size="sm" lang="en">
                        {item.example}
                      </Text>
                      {item.exampleEs ? (
                        <Text size="sm" c="dimmed">
                          {item.exampleEs}
                        </Text>
                      ) : null}
                    </div>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
