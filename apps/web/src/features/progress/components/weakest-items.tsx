import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { TWeakItem } from '@puente/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { instructionIn, useLocalized } from '../../../lib/use-localized';

/** The items missed most, lowest accuracy first, each with a link to its lesson (or the dictionary). */
export function WeakestItems({ items }: { items: TWeakItem[] }) {
  const { t, i18n } = useTranslation('progress');
  const localized = useLocalized();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="weakest-items">
      <Title order={2} size="h3" id={titleId}>
        {t('weakest.title')}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed">{t('weakest.none')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('weakest.subtitle')}
          </Text>
          <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Card key={item.id} component="li" withBorder padding="sm" radius="md">
                <Group gap="xs" wrap="wrap">
                  <Badge variant="light" color={item.kind === 'exercise' ? 'blue' : 'grape'}>
                    {item.kind === 'exercise' ? t(`type.${item.type}`) : t(`weakest.card.${item.direction}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t('weakest.failures', { count: item.total - item.right, total: item.total })}
                  </Text>
                </Group>
                <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {item.kind === 'exercise' ? instructionIn(i18n.language, item) : `${item.en} · ${item.es}`}
                </Text>
                {item.lesson ? (
                  <Anchor
                    component={Link}
                    to={`/lessons/${item.lesson.courseId}/${item.lesson.chapterId}`}
                    size="sm"
                    mt={4}
                  >
                    {t('weakest.lesson', { lesson: localized(item.lesson.title) })}
                  </Anchor>
                ) : item.kind === 'card' && item.dictionaryEntryId ? (
                  <Anchor component={Link} to={`/dictionary/${item.dictionaryEntryId}`} size="sm" mt={4}>
                    {t('weakest.dictionary')}
                  </Anchor>
                ) : null}
              </Card>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
