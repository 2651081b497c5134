import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { describeField, describeRule, type ImportReport } from '../model/course-round-trip';

/** What an import created or updated, or why it was refused, field by field. */
export function ImportReportView({ report, onClose }: { report: ImportReport; onClose: () => void }) {
  const { t } = useTranslation('course-wizard');
  const text = useLocalized();
  if (report.kind === 'done') {
    return (
      <Alert
        color="teal"
        role="status"
        title={t('roundTrip.done', { count: report.courses.length })}
        withCloseButton
        closeButtonLabel={t('roundTrip.closeReport')}
        onClose={onClose}
      >
        <List size="sm">
          {report.courses.map((course) => (
            <List.Item key={course.id}>
              {t(course.created ? 'roundTrip.created' : 'roundTrip.updated', {
                title: text(course.title),
                chapters: t('roundTrip.chapters', { count: course.chapters }),
                exercises: t('roundTrip.exercises', { count: course.exercises }),
                exams: t('roundTrip.exams', { count: course.exams }),
              })}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  const reason = t([`roundTrip.refusal.${report.code}`, `errors:${report.code}`, 'roundTrip.refusal.other']);
  return (
    <Alert
      color="red"
      role="alert"
      title={t('roundTrip.refused')}
      withCloseButton
      closeButtonLabel={t('roundTrip.closeReport')}
      onClose={onClose}
    >
      <Text size="sm">{reason}</Text>
      {report.fields.length ? (
        <List size="sm" mt="xs">
          {report.fields.slice(0, 20).map((entry) => (
            <List.Item key={`${entry.field}-${entry.code}`}>
              {entry.field ? describeField(entry.field, t) : '—'}: {describeRule(entry, t)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
