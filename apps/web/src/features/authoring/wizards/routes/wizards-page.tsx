import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { QueryState } from '../../../../ui/query-state';
import { useWizardsSummary } from '../api/wizards-summary-query';
import { WizardCard } from '../components/wizard-card';
import { WIZARDS } from '../model/wizard-catalog';

/** /wizards — every content wizard with its item counts and latest changes, each linking to it. */
export default function WizardsPage() {
  const { t } = useTranslation('wizards');
  useDocumentTitle(t('hub.title'));
  const summary = useWizardsSummary();
  // "5 minutes ago" is counted from when the page was opened.
  const [now] = useState(() => new Date());
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('hub.title')}</Title>
          <Text c="dimmed">{t('hub.subtitle')}</Text>
        </div>
        <QueryState query={summary}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="wizards">
              {WIZARDS.map((wizard) => (
                <WizardCard key={wizard.key} wizard={wizard} summary={data} now={now} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
