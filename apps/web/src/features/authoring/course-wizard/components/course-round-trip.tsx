import { Button, FileButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importContent } from '../api/course-wizard-clients';
import { type ImportReport, readPackageFile, refusalReport } from '../model/course-round-trip';

/** The list's "Import JSON" button: sends a content package and reports what it did. */
export function ImportCoursesButton({ onReport }: { onReport: (report: ImportReport) => void }) {
  const { t } = useTranslation('course-wizard');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const result = await importContent(await readPackageFile(file));
      onReport({ kind: 'done', courses: result.courses });
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
    } catch (error) {
      onReport(refusalReport(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(file) => void send(file)} accept="application/json,.json">
      {(props) => (
        <Button variant="default" loading={busy} {...props}>
          {t('roundTrip.import')}
        </Button>
      )}
    </FileButton>
  );
}
