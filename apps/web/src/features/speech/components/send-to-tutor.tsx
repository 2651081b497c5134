import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { ZSendRecording } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { sendRecording, useRecordingRecipients } from '../api/send-recording';
import { registerSpeakingTexts } from '../speaking-texts';

export type SendToTutorProps = {
  /** The recording, as the browser made it. */
  audio: Blob;
  durationMs: number;
  /** What was practised (the card's or the item's English text). */
  text: string;
};

/**
 * "Enviar a mi tutor": a student with a tutor (a session, past or upcoming) sends the recording they
 * just made, choosing the tutor when there are several and adding a short note. Not offered to staff,
 * to an administrator acting as the student (the server refuses it too) nor while the school's tutoring
 * is off.
 */
export function SendToTutor({ audio, durationMs, text }: SendToTutorProps) {
  registerSpeakingTexts();
  const { t } = useTranslation('speaking');
  const student = useSession((s) => s.scopes.includes('student'));
  const acting = useSession((s) => s.identity.impersonator !== null);
  const tutoring = useSession((s) => s.tutoringEnabled);
  const recipients = useRecordingRecipients(student && !acting && tutoring);
  const tutors = recipients.data?.tutors ?? [];
  const [open, setOpen] = useState(false);
  const [tutorId, setTutorId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (tutors.length === 0) return null;
  const chosen = tutors.length === 1 ? tutors[0]!.id : tutorId;

  const send = async () => {
    const fields = ZSendRecording.safeParse({ tutorId: chosen, text, note, durationMs });
    if (!fields.success) {
      setFailure(t('send.chooseTutor'));
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      const sent = await sendRecording(fields.data, audio);
      setSentTo(sent.tutor.name);
      setOpen(false);
      setNote('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="light"
        onClick={() => {
          setSentTo(null);
          setOpen(true);
        }}
      >
        {t('send.open')}
      </Button>
      {sentTo ? (
        <Text size="sm" c="teal.9" role="status">
          {t('send.sent', { name: sentTo })}
        </Text>
      ) : null}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('send.title')}
        closeButtonProps={{ 'aria-label': t('send.close') }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('send.practised', { text })}</Text>
          {tutors.length > 1 ? (
            <Select
              label={t('send.tutor')}
              placeholder={t('send.chooseTutor')}
              data={tutors.map((tutor) => ({ value: tutor.id, label: tutor.name }))}
              value={tutorId}
              onChange={setTutorId}
              allowDeselect={false}
            />
          ) : (
            <Text size="sm">{t('send.to', { name: tutors[0]!.name })}</Text>
          )}
          <Textarea
            label={t('send.note')}
            description={t('send.noteHint')}
            maxLength={500}
            autosize
            minRows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" role="alert" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Text size="xs" c="dimmed">
            {t('send.privacy')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('send.cancel')}
            </Button>
            <Button loading={sending} onClick={() => void send()}>
              {t('send.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
