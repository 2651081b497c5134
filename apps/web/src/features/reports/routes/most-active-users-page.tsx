import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Container, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { RANKING_MEASURES, type TMostActiveFilter, type TRankingMeasure, ZCefrLevel } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { QueryState } from '../../../ui/query-state';
import { useMostActive } from '../api/most-active-query';
import { useReportCourses } from '../api/report-courses-query';
import { LearnersFilter, type LearnersValue } from '../components/learners-filter';
import { CsvButton, ReportCard, ReportHeader } from '../components/report-panel';
import { type RangeValue, ReportRange, validRange } from '../components/report-range';
import { countText, localDay } from '../model/report-format';

const TOPS = ['10', '25', '50', '100'];

/** /most-active-users — the top users of a range by a chosen measure: a bar chart and the ranking, CSV. */
export default function MostActiveUsersPage() {
  const { t, i18n } = useTranslation('reports');
  useDocumentTitle(t('mostActive.title'));
  const localized = useLocalized();
  const [range, setRange] = useState<RangeValue>({ from: localDay(29), to: localDay() });
  const [measure, setMeasure] = useState<TRankingMeasure>('studyTime');
  const [limit, setLimit] = useState('10');
  const [courseId, setCourseId] = useState<string | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const [learners, setLearners] = useState<LearnersValue>({ classId: null, includeStaff: false });
  const courses = useReportCourses();
  const valid = validRange(range);
  const filter: TMostActiveFilter | null = valid
    ? {
        ...valid,
        measure,
        limit: Number(limit),
        courseId,
        level: level as TMostActiveFilter['level'],
        ...learners,
      }
    : null;
  const query = useMostActive(filter);
  const n = (value: number) => countText(value, i18n.language);
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <ReportHeader
          title={t('mostActive.title')}
          subtitle={t('mostActive.subtitle')}
          actions={<CsvButton suffix="most-active-users" filter={filter} fileName="most-active-users.csv" />}
        />
        <ReportRange value={range} onChange={setRange} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('mostActive.measure')}
            value={measure}
            onChange={(value) => value && setMeasure(value as TRankingMeasure)}
            data={RANKING_MEASURES.map((value) => ({ value, label: t(`ranking.${value}`) }))}
            allowDeselect={false}
          />
          <Select
            label={t('mostActive.top')}
            value={limit}
            onChange={(value) => value && setLimit(value)}
            data={TOPS}
            allowDeselect={false}
          />
          <Select
            label={t('mostActive.course')}
            placeholder={t('mostActive.allCourses')}
            clearable
            searchable
            value={courseId}
            onChange={setCourseId}
            data={(courses.data ?? []).map((course) => ({
              value: course.id,
              label: localized(course.title),
            }))}
          />
          <Select
            label={t('mostActive.level')}
            placeholder={t('mostActive.allLevels')}
            clearable
            value={level}
            onChange={setLevel}
            data={[...ZCefrLevel.options]}
          />
        </SimpleGrid>
        <LearnersFilter value={learners} onChange={setLearners} />
        <QueryState query={query}>
          {(report) =>
            report.rows.length === 0 ? (
              <Text c="dimmed">{t('mostActive.empty')}</Text>
            ) : (
              <Stack gap="md">
                <ReportCard title={t(`ranking.${report.measure}`)} id="ranking-chart">
                  <BarChart
                    h={Math.max(200, report.rows.length * 28)}
                    data={report.rows.map((row) => ({ name: row.name, value: row.value }))}
                    dataKey="name"
                    orientation="vertical"
                    yAxisProps={{ width: 120 }}
                    series={[{ name: 'value', label: t(`ranking.${report.measure}`), color: 'indigo.6' }]}
                  />
                </ReportCard>
                <ReportCard title={t('mostActive.ranking')} id="ranking-table">
                  <Table.ScrollContainer minWidth={560}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('columns.rank')}</Table.Th>
                          <Table.Th>{t('columns.user')}</Table.Th>
                          <Table.Th>{t('measures.studyMinutes')}</Table.Th>
                          <Table.Th>{t('measures.lessonsCompleted')}</Table.Th>
                          <Table.Th>{t('measures.reviews')}</Table.Th>
                          <Table.Th>{t('measures.signIns')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {report.rows.map((row) => (
                          <Table.Tr key={row.userId}>
                            <Table.Td>{row.rank}</Table.Td>
                            <Table.Td>
                              {row.name}
                              <Text size="xs" c="dimmed">
                                {row.email}
                              </Text>
                            </Table.Td>
                            <Table.Td>{n(row.studyMinutes)}</Table.Td>
                            <Table.Td>{n(row.lessonsCompleted)}</Table.Td>
                            <Table.Td>{n(row.reviews)}</Table.Td>
                            <Table.Td>{n(row.signIns)}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                </ReportCard>
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
