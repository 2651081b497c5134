import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { useVerification } from '../api/verification-query';
import { VerifyAnother } from './verify-another';

/**
 * The public check of a certificate code: holder, course, level, date, the score per skill and whether it
 * is valid.
 */
export function CertificateVerification({ code }: { code: string }) {
  const { t } = useTranslation('learning');
  const text = useLocalized();
  const formatDate = useDateFormat();
  const query = useVerification(code);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        {t('verify.title')}
      </Title>
      <QueryState query={query}>
        {(found) =>
          found ? (
            <Paper withBorder radius="md" p="lg" data-testid="verification">
              <Group justify="space-between" mb="md">
                <Text ff="monospace" fw={600}>
                  {found.code}
                </Text>
                <Badge size="lg" color={found.valid ? 'teal.9' : 'red.9'} data-testid="verification-state">
                  {found.valid ? t('verify.valid') : t('verify.invalid')}
                </Badge>
              </Group>
              <Table variant="vertical" layout="fixed" withTableBorder={false}>
                <Table.Tbody>
                  <Row label={t('verify.holder')} value={found.holderName} />
                  <Row label={t('verify.course')} value={text(found.courseTitle)} />
                  <Row label={t('verify.level')} value={t('level.name', { level: found.level })} />
                  <Row label={t('verify.date')} value={formatDate(found.issuedAt)} />
                  {found.skillScores.map(({ skill, score }) => (
                    <Row key={skill} label={t(`certificates.skill.${skill}`)} value={`${score} %`} />
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          ) : (
            <Alert color="red" title={t('errors:certificate.not-found')} data-testid="verification-missing">
              {t('verify.notFound', { code })}
            </Alert>
          )
        }
      </QueryState>
      <VerifyAnother />
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 110, sm: 180 }}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
