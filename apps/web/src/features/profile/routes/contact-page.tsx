import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../api/tenant-query';
import { useIsAuthenticated } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoaderView } from '../../../ui/delayed-loader';
import { useMyProfile } from '../api/profile-query';
import { ContactForm } from '../components/contact-form';

/** /contact-us — a message to the school's support (anyone; name and e-mail filled in when signed in). */
export default function ContactPage() {
  const { t } = useTranslation('people');
  useDocumentTitle(t('contact.title'));
  const tenant = useTenant();
  const signedIn = useIsAuthenticated();
  const profile = useMyProfile(signedIn);
  const [sent, setSent] = useState(false);
  const ready = !signedIn || !profile.isPending;
  const me = profile.data;
  return (
    <Container size="sm" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed">{t('contact.subtitle')}</Text>
        </div>
        {tenant.data ? (
          <Paper withBorder p="sm" radius="md" component="address" style={{ fontStyle: 'normal' }}>
            <Text size="sm">
              {t('contact.supportEmail')}{' '}
              <Anchor href={`mailto:${tenant.data.supportEmail}`}>{tenant.data.supportEmail}</Anchor>
            </Text>
            <Text size="sm">
              {t('contact.supportPhone')}{' '}
              <Anchor href={`tel:${tenant.data.supportPhone.replace(/[^\d+]/g, '')}`}>
                {tenant.data.supportPhone}
              </Anchor>
            </Text>
          </Paper>
        ) : null}
        {sent ? (
          <Stack gap="sm" role="status">
            <Title order={2} size="h3">
              {t('contact.sentTitle')}
            </Title>
            <Text>{t('contact.sentText')}</Text>
            <Button component={Link} to="/" variant="light" w="fit-content">
              {t('contact.home')}
            </Button>
          </Stack>
        ) : ready ? (
          <ContactForm
            initialValues={{
              name: me ? `${me.firstName} ${me.lastName}` : '',
              email: me?.email ?? '',
              subject: '',
              message: '',
            }}
            onSent={() => setSent(true)}
          />
        ) : (
          <LoaderView />
        )}
      </Stack>
    </Container>
  );
}
