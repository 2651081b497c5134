import { Alert, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { speakToEnd, stopSpeech } from '../model/speech';
import { playToEnd, stopRecordingPlayer } from '../model/spoken-audio';
import {
  RecorderError,
  type RecorderProblem,
  startVoiceRecording,
  type VoiceRecording,
} from '../model/voice-recorder';
import { registerSpeakingTexts } from '../speaking-texts';
import { useListenSource } from './listen-button';
import { SendToTutor } from './send-to-tutor';
import type { SpeakingPracticeProps } from './speaking-practice-props';

type Phase = 'idle' | 'starting' | 'recording' | 'recorded' | 'model' | 'mine' | 'compared';

const MicIcon = () => (
  <Icon size={18}>
    <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />
  </Icon>
);

/**
 * "Grabar y comparar": the student records themselves (MediaRecorder), then hears the model (its
 * recording, else the browser's voice) and their recording right after it, one sound at a time. The
 * recording stays in the browser (an object URL, dropped when the practice closes). After the comparison
 * `onCompared` lets the caller ask for a self-rating.
 */
export default function SpeakingPractice({
  text,
  audioUrl,
  onCompared,
  rateHint = false,
}: SpeakingPracticeProps) {
  registerSpeakingTexts();
  const { t } = useTranslation('speaking');
  const source = useListenSource(text, audioUrl);
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [mine, setMine] = useState<string | null>(null);
  // The recording itself and how long it lasted: what "Send to my tutor" sends.
  const [take, setTake] = useState<{ audio: Blob; durationMs: number } | null>(null);
  const startedAt = useRef(0);
  const recording = useRef<VoiceRecording | null>(null);
  // Each comparison has a number: one started later (or the practice closing) ends the earlier one.
  const run = useRef(0);
  const comparedRef = useRef(onCompared);
  comparedRef.current = onCompared;

  // The recording is let go when a new one replaces it and when the practice goes away.
  useEffect(
    () => () => {
      if (mine) URL.revokeObjectURL(mine);
    },
    [mine],
  );
  useEffect(
    () => () => {
      run.current += 1;
      recording.current?.cancel();
    },
    [],
  );

  const compare = async (url: string) => {
    const current = ++run.current;
    setPhase('model');
    if (source?.kind === 'file') await playToEnd(source.url);
    else await speakToEnd(text);
    if (current !== run.current) return;
    setPhase('mine');
    await playToEnd(url);
    if (current !== run.current) return;
    setPhase('compared');
    comparedRef.current?.();
  };

  const record = async () => {
    run.current += 1;
    stopRecordingPlayer();
    stopSpeech();
    setProblem(null);
    setPhase('starting');
    try {
      recording.current = await startVoiceRecording();
      startedAt.current = Date.now();
      setPhase('recording');
    } catch (error) {
      setProblem(error instanceof RecorderError ? error.problem : 'failed');
      setPhase(mine ? 'recorded' : 'idle');
    }
  };

  const stop = async () => {
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    const blob = await current.stop();
    if (blob.size === 0) {
      setProblem('failed');
      setPhase(mine ? 'recorded' : 'idle');
      return;
    }
    const url = URL.createObjectURL(blob);
    setMine(url);
    setTake({ audio: blob, durationMs: Math.min(20_000, Math.max(1, Date.now() - startedAt.current)) });
    void compare(url);
  };

  const close = () => {
    run.current += 1;
    recording.current?.cancel();
    recording.current = null;
    stopRecordingPlayer();
    setMine(null);
    setTake(null);
    setPhase('idle');
    setProblem(null);
    setOpen(false);
  };

  if (!source) return null;
  if (!open) {
    return (
      <Button variant="light" size="sm" leftSection={<MicIcon />} onClick={() => setOpen(true)}>
        {t('open')}
      </Button>
    );
  }
  const status =
    phase === 'recording'
      ? t('recording')
      : phase === 'model'
        ? t('playingModel')
        : phase === 'mine'
          ? t('playingMine')
          : phase === 'compared'
            ? rateHint
              ? t('rateYourself')
              : t('compared')
            : '';
  const playing = phase === 'model' || phase === 'mine';
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      w="100%"
      component="section"
      aria-label={t('title')}
      data-testid="speaking-practice"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600}>
            {t('title')}
          </Text>
          <CloseButton size="sm" aria-label={t('close')} onClick={close} />
        </Group>
        <Text size="sm">{t('intro')}</Text>
        <Group gap="xs">
          {phase === 'recording' ? (
            <Button color="red.8" size="sm" onClick={() => void stop()} leftSection={<MicIcon />}>
              {t('stop')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant={mine ? 'default' : 'filled'}
              loading={phase === 'starting'}
              disabled={playing}
              leftSection={<MicIcon />}
              onClick={() => void record()}
            >
              {mine ? t('again') : t('record')}
            </Button>
          )}
          {mine && phase !== 'recording' ? (
            <Button size="sm" variant="outline" disabled={playing} onClick={() => void compare(mine)}>
              {t('compare')}
            </Button>
          ) : null}
          {take && phase !== 'recording' ? (
            <SendToTutor audio={take.audio} durationMs={take.durationMs} text={text} />
          ) : null}
        </Group>
        <Text
          size="sm"
          c={phase === 'recording' ? 'red.9' : undefined}
          aria-live="polite"
          data-testid="speaking-status"
        >
          {status}
        </Text>
        {problem ? (
          <Alert color="orange" role="alert" variant="light">
            {t(`problem.${problem}`)}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('privacy')}
        </Text>
      </Stack>
    </Paper>
  );
}
