import { Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../ui/query-state';
import { useTutorHours } from '../api/tutor-hours';

/**
 * Sessions and hours per tutor in a month (professors: their own): a month of the zone the server names,
 * the reader's profile zone, else the school's (decision 0151).
 */
/** This month in the reader's calendar (YYYY-MM): not UTC's, a day early or late around midnight. */
function thisMonth() {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export function AdminHours() {
  const { t, i18n } = useTranslation('tutoring');
  const [month, setMonth] = useState(thisMonth);
  const hours = useTutorHours(month);
  return (
    <>
      <TextInput
        type="month"
        label={t('admin.month')}
        w={200}
        value={month}
        onChange={(e) => e.currentTarget.value && setMonth(e.currentTarget.value)}
      />
      <QueryState query={hours}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed" mt="xs">
              {t('zone.months', { zone: data.timeZone })}
            </Text>
            {data.tutors.length === 0 ? (
              <Text c="dimmed" mt="sm">
                {t('sessions.none')}
              </Text>
            ) : (
              <Table mt="sm" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.tutor')}</Table.Th>
                    <Table.Th>{t('admin.sessions')}</Table.Th>
                    <Table.Th>{t('admin.hours')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tutors.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{row.sessions}</Table.Td>
                      <Table.Td>
                        {(row.minutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
