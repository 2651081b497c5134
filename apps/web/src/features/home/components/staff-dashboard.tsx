import { Anchor, Box, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { centsToAmount, formatAmount, formatCount } from '@puente/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClassSelect } from '../../../ui/widgets/class-select';
import { useStaffClasses, useStaffHome } from '../api/staff-home';
import { registerStaffDashboardTexts } from './staff-dashboard-texts';

function Figure({
  title,
  value,
  note,
  to,
  link,
}: {
  title: string;
  value: string;
  note: ReactNode;
  to: string;
  link: string;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text fw={700} fz={28} mt={4}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Anchor component={Link} to={to} size="sm" mt="xs" aria-label={`${link}: ${title}`}>
        {link}
      </Anchor>
    </Card>
  );
}

/**
 * The staff's home: active students this week against last week, lessons completed this week, overdue
 * accounts and what they owe, today's payments, each linking to its report (and, where tutoring is on,
 * today's tutoring sessions, linking to their administration). Built from the roll-ups. The money figures
 * are the administrators' (finance scope): a professor's answer has none, and no card shows them. A class
 * chosen (of those the reader may read) narrows the learning figures to its students (decision 0151).
 */
export default function StaffDashboard() {
  registerStaffDashboardTexts();
  const { t, i18n } = useTranslation('home-staff');
  const [classId, setClassId] = useState<string | null>(null);
  const classes = useStaffClasses();
  const { data, failed } = useStaffHome(classId);
  if (failed && classId === null) return null;
  const n = (value: number) => formatCount(value, i18n.language);
  const money = (cents: number) => formatAmount(centsToAmount(cents), i18n.language);
  return (
    <section aria-labelledby="staff-home-title" data-testid="staff-dashboard">
      <Group justify="space-between" align="flex-end" mb="xs" wrap="wrap">
        <Title order={2} size="h3" id="staff-home-title">
          {t('title')}
        </Title>
        <Box w={{ base: '100%', xs: 260 }}>
          <ClassSelect classes={classes} value={classId} onChange={setClassId} />
        </Box>
      </Group>
      {failed ? (
        <Text c="red.8" role="alert">
          {t('classFailed')}
        </Text>
      ) : data ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          <Figure
            title={t('active.title')}
            value={n(data.activeStudentsThisWeek)}
            note={t('active.lastWeek', { count: data.activeStudentsLastWeek })}
            to="/user-activity"
            link={t('open')}
          />
          <Figure
            title={t('lessons.title')}
            value={n(data.lessonsCompletedThisWeek)}
            note={t('lessons.hint')}
            to="/most-active-users"
            link={t('open')}
          />
          {data.overdueAccounts !== undefined && (
            <Figure
              title={t('overdue.title')}
              value={n(data.overdueAccounts)}
              note={t('overdue.amount', { amount: money(data.overdueCents ?? 0) })}
              to="/account-activity"
              link={t('open')}
            />
          )}
          {data.paymentsToday !== undefined && (
            <Figure
              title={t('payments.title')}
              value={n(data.paymentsToday)}
              note={t('payments.amount', { amount: money(data.paymentsTodayCents ?? 0) })}
              to="/account-activity"
              link={t('open')}
            />
          )}
          {data.tutoringSessionsToday !== null && (
            <Figure
              title={t('tutoring.title')}
              value={n(data.tutoringSessionsToday)}
              note={t('tutoring.hint')}
              to="/admin-tutoring"
              link={t('tutoring.open')}
            />
          )}
        </SimpleGrid>
      ) : (
        <Skeleton h={120} radius="md" />
      )}
    </section>
  );
}
