import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NotFoundPage } from '../../../ui/not-found-page';
import { CertificateVerification } from '../components/certificate-verification';

/** /landing/:resource/:resourceId — public landing of a resource; 'certificate' verifies a code. */
export default function LandingPage() {
  const { resource, resourceId = '' } = useParams();
  const { t } = useTranslation();
  useDocumentTitle(resource === 'certificate' ? t('learning:verify.title') : t('page.notFound.title'));
  if (resource !== 'certificate' || !resourceId.trim()) return <NotFoundPage />;
  return (
    <Container size="sm" py="xl" px={{ base: 0, sm: 'md' }}>
      <CertificateVerification key={resourceId} code={resourceId} />
    </Container>
  );
}
