import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { MAX_IMPORT_CHARS, MAX_IMPORT_ROWS, type TUserImportResult } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../api/query-keys';
import { errorText } from '../../../lib/error-text';
import { adminUsers, importUsers, previewUsersImport } from '../api/admin-users-client';

/** The rows the preview lists: every row with errors, then the first others. */
const SHOWN_ROWS = 200;

type Row = TUserImportResult['rows'][number];

/**
 * Imports users from a CSV file (decision 0150): the file is read in the browser and sent to the server,
 * which answers what each row would do (create, update, unchanged) or its errors; the administrator then
 * confirms, the server checks every row again and writes the sound ones, and the dialog says what happened.
 */
export function UsersImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<TUserImportResult | null>(null);
  const [result, setResult] = useState<TUserImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldName = (field: string) => t(`users.import.fields.${field}`);
  const issueText = (row: Row) =>
    row.errors
      .map((issue) =>
        t('users.import.rowError', {
          row: row.row,
          field: fieldName(issue.field),
          message: errorText(issue),
        }),
      )
      .join(' · ');

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setError(null);
    setCsv(null);
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_CHARS * 2) {
      setError(errorText({ code: 'user.import-too-large', params: { rows: MAX_IMPORT_ROWS } }));
      return;
    }
    setBusy(true);
    try {
      const text = await chosen.text();
      setCsv(text);
      setPreview(await previewUsersImport(text));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const commit = async () => {
    if (!csv) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await importUsers(csv));
      setPreview(null);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: resourceKeys.of(adminUsers.url) });
    }
  };

  const shown = preview
    ? [
        ...preview.rows.filter((row) => row.action === null),
        ...preview.rows.filter((row) => row.action !== null),
      ]
    : [];
  const toWrite = preview ? preview.counts.create + preview.counts.update : 0;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.import.title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('users.import.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('users.import.help')}</Text>
        <FileInput
          label={t('users.import.file')}
          description={t('users.import.fileHint', { rows: MAX_IMPORT_ROWS })}
          accept=".csv,text/csv"
          clearable
          clearButtonProps={{ 'aria-label': t('users.import.clear') }}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          disabled={busy}
        />
        {error ? (
          <Alert color="red" role="alert" title={t('users.import.failed')}>
            {error}
          </Alert>
        ) : null}
        {preview ? (
          <>
            <Text fw={500} role="status">
              {t('users.import.summary', {
                create: preview.counts.create,
                update: preview.counts.update,
                unchanged: preview.counts.unchanged,
                errors: preview.counts.errors,
              })}
            </Text>
            <ScrollArea.Autosize mah={320}>
              <Table withTableBorder aria-label={t('users.import.previewTable')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.import.row')}</Table.Th>
                    <Table.Th>{t('users.import.fields.email')}</Table.Th>
                    <Table.Th>{t('users.import.result')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.slice(0, Math.max(SHOWN_ROWS, preview.counts.errors)).map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
                      <Table.Td>
                        {row.action ? (
                          t(`users.import.actions.${row.action}`)
                        ) : (
                          <Text component="span" size="sm" c="red.9">
                            {issueText(row)}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </>
        ) : null}
        {result ? (
          <Alert color="green" role="status" title={t('users.import.doneTitle')}>
            {t('users.import.done', {
              create: result.counts.create,
              update: result.counts.update,
              unchanged: result.counts.unchanged,
              errors: result.counts.errors,
            })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t(result ? 'users.import.close' : 'users.cancel')}
          </Button>
          {preview ? (
            <Button onClick={() => void commit()} loading={busy} disabled={toWrite === 0}>
              {t('users.import.confirm', { count: toWrite })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
