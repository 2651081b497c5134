import { Button, Container, EmptyState, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useCertificates } from '../api/certificates-query';
import { CertificateCard } from '../components/certificate-card';

/** /user-certificate — the certificates the student earned, each with its PDF and verification link. */
export default function CertificatesPage() {
  const { t } = useTranslation('learning');
  useDocumentTitle(t('certificates.title'));
  const query = useCertificates();
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('certificates.title')}</Title>
          <Text c="dimmed">{t('certificates.subtitle')}</Text>
        </div>
        <QueryState query={query}>
          {(certificates) =>
            certificates.length === 0 ? (
              <EmptyState title={t('certificates.empty.title')} description={t('certificates.empty.text')}>
                <Button component={Link} to="/exams" mt="md">
                  {t('certificates.empty.action')}
                </Button>
              </EmptyState>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {certificates.map((certificate) => (
                  <CertificateCard key={certificate.id} certificate={certificate} />
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
