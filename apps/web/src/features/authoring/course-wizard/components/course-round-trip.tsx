import { Button, FileButton } from '@mantine/core';
import type { TContentPackage } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../../api/query-keys';
import { importContent } from '../api/course-wizard-clients';
import {
  type ImportReport,
  localRefusal,
  notTaughtRefusal,
  readPackageFile,
  refusalReport,
} from '../model/course-round-trip';

/** Thrown when the package breaks its own rules: nothing is sent. */
class LocalRefusal extends Error {
  constructor(readonly report: ImportReport) {
    super('refused');
  }
}

/**
 * The list's "Import JSON" button: sends a content package and reports what it did. A package that would
 * write over a course the reader does not teach (`readOnlyKeys`) is refused here, before anything is sent.
 */
export function ImportCoursesButton({
  onReport,
  readOnlyKeys,
}: {
  onReport: (report: ImportReport) => void;
  readOnlyKeys: string[];
}) {
  const { t } = useTranslation('course-wizard');
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async (file: File) => {
      const data = await readPackageFile(file);
      const refusal = localRefusal(data) ?? notTaughtRefusal(data as TContentPackage, readOnlyKeys);
      if (refusal) throw new LocalRefusal(refusal);
      return importContent(data);
    },
    onSuccess: (result) => {
      onReport({ kind: 'done', courses: result.courses });
      return queryClient.invalidateQueries({ queryKey: resourceKeys.all() });
    },
    onError: (error) => onReport(error instanceof LocalRefusal ? error.report : refusalReport(error)),
  });
  return (
    <FileButton
      onChange={(file) => {
        if (file) send.mutate(file);
      }}
      accept="application/json,.json"
    >
      {(props) => (
        <Button variant="default" loading={send.isPending} {...props}>
          {t('roundTrip.import')}
        </Button>
      )}
    </FileButton>
  );
}
