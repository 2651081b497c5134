import { Alert, Anchor, Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import type { TCertificate } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useDateFormat, useLocalized } from '../../../lib/use-localized';
import { CefrBadge } from '../../../ui/cefr-badge';
import { downloadCertificate } from '../api/download-certificate';

/** An earned certificate: course, level, date, verification code and link, and the PDF. */
export function CertificateCard({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const formatDate = useDateFormat();
  const download = useMutation({ mutationFn: () => downloadCertificate(certificate) });
  const course = text(certificate.courseTitle);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={course}
      data-testid="certificate"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            {course}
          </Title>
          <CefrBadge level={certificate.level} />
        </Group>
        <Text>{t('certificates.holder', { name: certificate.holderName })}</Text>
        <Text size="sm" c="dimmed">
          {t('certificates.issued', { date: formatDate(certificate.issuedAt) })}
        </Text>
        <Text size="sm">
          {t('certificates.code')}{' '}
          <Text span ff="monospace" fw={600} data-testid="certificate-code">
            {certificate.code}
          </Text>
        </Text>
        {certificate.skillScores.length > 0 ? (
          <section aria-label={t('certificates.skills')}>
            <Text size="sm" fw={500}>
              {t('certificates.skills')}
            </Text>
            <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {certificate.skillScores.map(({ skill, score }) => (
                <Text component="li" size="sm" key={skill} data-testid="certificate-skill">
                  {t(`certificates.skill.${skill}`)}: {score} %
                </Text>
              ))}
            </Group>
          </section>
        ) : null}
        <Anchor href={certificate.verificationUrl} target="_blank" rel="noopener" size="sm">
          {t('certificates.verifyLink')}
        </Anchor>
        {download.isError ? (
          <Alert color="red" role="alert">
            {errorText(download.error)}
          </Alert>
        ) : null}
        <Group gap="xs" mt="xs">
          <Button onClick={() => download.mutate()} loading={download.isPending}>
            {t('certificates.download')}
          </Button>
          <CopyButton value={certificate.verificationUrl}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} color={copied ? 'teal' : undefined}>
                {copied ? t('certificates.copied') : t('certificates.copyLink')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
