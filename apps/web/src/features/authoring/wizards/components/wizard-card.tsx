import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TWizardsSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../../lib/use-localized';
import { relativeTime } from '../model/relative-time';
import { type Wizard, wizardFigures } from '../model/wizard-catalog';

/** One wizard of the hub: what it edits, how many items, the latest changes (who, when) and a link. */
export function WizardCard({
  wizard,
  summary,
  now,
}: {
  wizard: Wizard;
  summary: TWizardsSummary;
  now: Date;
}) {
  const { t, i18n } = useTranslation('wizards');
  const text = useLocalized();
  const name = t(`wizard.${wizard.key}.name`);
  const { counts, recent } = wizardFigures(wizard, summary);
  const titleId = `wizard-${wizard.key}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-testid="wizard-card"
    >
      <Stack gap="sm" h="100%">
        <Title order={2} size="h3" id={titleId}>
          <Anchor component={Link} to={wizard.path} inherit>
            {name}
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {t(`wizard.${wizard.key}.text`)}
        </Text>
        <Group gap="xs">
          {counts.map(({ resource, count }) => (
            <Badge key={resource} variant="filled" color="teal.9" size="lg" radius="sm" tt="none">
              {t(`count.${resource}`, { count })}
            </Badge>
          ))}
        </Group>
        <div>
          <Text size="sm" fw={600} component="h3">
            {t('hub.recent')}
          </Text>
          {recent.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('hub.noChanges')}
            </Text>
          ) : (
            <List size="sm" spacing={4} listStyleType="none" withPadding={false} aria-label={t('hub.recent')}>
              {recent.map((change) => (
                <List.Item key={change.id}>
                  <Text size="sm" span fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {text(change.name)}
                  </Text>
                  {change.deleted ? (
                    <Badge ml={6} size="xs" color="gray.7" variant="outline">
                      {t('hub.deleted')}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {change.updatedBy?.name ?? t('hub.byImport')} ·{' '}
                    <time
                      dateTime={change.updatedAt}
                      title={new Date(change.updatedAt).toLocaleString(i18n.language)}
                    >
                      {relativeTime(change.updatedAt, now, i18n.language)}
                    </time>
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </Card>
  );
}
