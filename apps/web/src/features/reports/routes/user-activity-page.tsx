import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Button, Container, Modal, Stack, Table, Text } from '@mantine/core';
import type { TUserActivityFilter, TUserActivityReport } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useUserActivity } from '../api/user-activity-query';
import { useUserTimeline } from '../api/user-timeline-query';
import { LearnersFilter, type LearnersValue } from '../components/learners-filter';
import { CsvButton, Figures, ReportCard, ReportHeader } from '../components/report-panel';
import { type RangeValue, ReportRange, validRange } from '../components/report-range';
import { UserPicker } from '../components/user-picker';
import { countText, localDay, periodLabel } from '../model/report-format';

function Timeline({
  user,
  range,
  onClose,
}: {
  user: { id: string; name: string } | null;
  range: { from: string; to: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('reports');
  const query = useUserTimeline(user ? { ...range, userId: user.id } : null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('timeline.title', { name: user?.name ?? '' })}
      size="lg"
    >
      <QueryState query={query}>
        {(data) =>
          data.events.length === 0 ? (
            <Text c="dimmed">{t('timeline.empty')}</Text>
          ) : (
            <Stack component="ol" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
              {data.events.map((event) => (
                <Text component="li" key={event.id} size="sm">
                  <Text span c="dimmed" mr="xs">
                    <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
                  </Text>
                  {t(`kinds.${event.kind}`, { defaultValue: event.kind })}
                  {event.kind === 'exercise.checked' && event.detail
                    ? ` · ${event.detail.correct ? t('timeline.right') : t('timeline.wrong')}`
                    : ''}
                  {event.kind === 'exam.submitted' && event.detail ? ` · ${String(event.detail.score)}` : ''}
                </Text>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Modal>
  );
}

function Charts({ report }: { report: TUserActivityReport }) {
  const { t, i18n } = useTranslation('reports');
  const data = report.series.map((row) => ({
    ...row,
    label: periodLabel(row.period, report.granularity, i18n.language),
  }));
  return (
    <>
      <ReportCard title={t('userActivity.byKind')} id="activity-by-kind">
        <BarChart
          h={280}
          data={data}
          dataKey="label"
          type="stacked"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'lessonsCompleted', label: t('measures.lessonsCompleted'), color: 'teal.7' },
            { name: 'exercisesRight', label: t('measures.exercisesRight'), color: 'blue.6' },
            { name: 'exercisesWrong', label: t('measures.exercisesWrong'), color: 'red.6' },
            { name: 'reviews', label: t('measures.reviews'), color: 'grape.6' },
            { name: 'signIns', label: t('measures.signIns'), color: 'gray.6' },
          ]}
        />
      </ReportCard>
      <ReportCard title={t('userActivity.studyTime')} id="study-time">
        <AreaChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: 'studyMinutes', label: t('measures.studyMinutes'), color: 'indigo.6' },
            { name: 'activeUsers', label: t('measures.activeUsers'), color: 'orange.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
        />
      </ReportCard>
    </>
  );
}

/** /user-activity — activity of chosen users (or everyone) over a range: charts, figures, a table, CSV. */
export default function UserActivityPage() {
  const { t, i18n } = useTranslation('reports');
  useDocumentTitle(t('userActivity.title'));
  const [range, setRange] = useState<RangeValue>({ from: localDay(29), to: localDay() });
  const [userIds, setUserIds] = useState<string[]>([]);
  const [learners, setLearners] = useState<LearnersValue>({ classId: null, includeStaff: false });
  const [timelineOf, setTimelineOf] = useState<{ id: string; name: string } | null>(null);
  const valid = validRange(range);
  const filter: TUserActivityFilter | null = valid ? { ...valid, userIds, ...learners } : null;
  const query = useUserActivity(filter);
  const n = (value: number) => countText(value, i18n.language);
  const pct = (value: number | null) => (value === null ? '—' : `${n(value)} %`);
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <ReportHeader
          title={t('userActivity.title')}
          subtitle={t('userActivity.subtitle')}
          actions={<CsvButton suffix="user-activity" filter={filter} fileName="user-activity.csv" />}
        />
        <ReportRange value={range} onChange={setRange} />
        <UserPicker value={userIds} onChange={setUserIds} />
        <LearnersFilter value={learners} onChange={setLearners} />
        <QueryState query={query}>
          {(report) => (
            <Stack gap="md">
              <Figures
                items={[
                  { label: t('measures.activeUsers'), value: n(report.totals.activeUsers) },
                  {
                    label: t('measures.studyHours'),
                    value: n(Math.round(report.totals.studyMinutes / 6) / 10),
                  },
                  { label: t('measures.lessonsCompleted'), value: n(report.totals.lessonsCompleted) },
                  { label: t('measures.accuracy'), value: pct(report.totals.accuracy) },
                  {
                    label: t('measures.exercises'),
                    value: n(report.totals.exercisesRight + report.totals.exercisesWrong),
                  },
                  {
                    label: t('measures.examsPassed'),
                    value: `${n(report.totals.examsPassed)} / ${n(report.totals.examsSubmitted)}`,
                  },
                  {
                    label: t('measures.averageExamScore'),
                    value: report.totals.averageExamScore === null ? '—' : n(report.totals.averageExamScore),
                  },
                  { label: t('measures.reviews'), value: n(report.totals.reviews) },
                ]}
              />
              <Charts report={report} />
              {report.users.length > 0 ? (
                <ReportCard title={t('userActivity.users')} id="activity-users">
                  <Table.ScrollContainer minWidth={640}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('columns.user')}</Table.Th>
                          <Table.Th>{t('measures.studyMinutes')}</Table.Th>
                          <Table.Th>{t('measures.lessonsCompleted')}</Table.Th>
                          <Table.Th>{t('measures.exercises')}</Table.Th>
                          <Table.Th>{t('measures.accuracy')}</Table.Th>
                          <Table.Th>{t('measures.averageExamScore')}</Table.Th>
                          <Table.Th>{t('columns.lastActive')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {report.users.map((user) => (
                          <Table.Tr key={user.id}>
                            <Table.Td>
                              <Button variant="subtle" size="compact-sm" onClick={() => setTimelineOf(user)}>
                                {user.name}
                              </Button>
                            </Table.Td>
                            <Table.Td>{n(user.studyMinutes)}</Table.Td>
                            <Table.Td>{n(user.lessonsCompleted)}</Table.Td>
                            <Table.Td>{n(user.exercisesRight + user.exercisesWrong)}</Table.Td>
                            <Table.Td>{pct(user.accuracy)}</Table.Td>
                            <Table.Td>{user.averageExamScore ?? '—'}</Table.Td>
                            <Table.Td>{user.lastActiveOn ?? '—'}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                  <Text size="xs" c="dimmed">
                    {t('userActivity.timelineHint')}
                  </Text>
                </ReportCard>
              ) : (
                <ReportCard title={t('userActivity.periods')} id="activity-periods">
                  <Table.ScrollContainer minWidth={560}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('columns.period')}</Table.Th>
                          <Table.Th>{t('measures.activeUsers')}</Table.Th>
                          <Table.Th>{t('measures.studyMinutes')}</Table.Th>
                          <Table.Th>{t('measures.lessonsCompleted')}</Table.Th>
                          <Table.Th>{t('measures.exercises')}</Table.Th>
                          <Table.Th>{t('measures.reviews')}</Table.Th>
                          <Table.Th>{t('measures.signIns')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {report.series.map((row) => (
                          <Table.Tr key={row.period}>
                            <Table.Td>{periodLabel(row.period, report.granularity, i18n.language)}</Table.Td>
                            <Table.Td>{n(row.activeUsers)}</Table.Td>
                            <Table.Td>{n(row.studyMinutes)}</Table.Td>
                            <Table.Td>{n(row.lessonsCompleted)}</Table.Td>
                            <Table.Td>{n(row.exercisesRight + row.exercisesWrong)}</Table.Td>
                            <Table.Td>{n(row.reviews)}</Table.Td>
                            <Table.Td>{n(row.signIns)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </ReportCard>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
      {valid ? <Timeline user={timelineOf} range={valid} onClose={() => setTimelineOf(null)} /> : null}
    </Container>
  );
}
