import { ActionIcon, Alert, Button, Group, Paper, Slider, Stack, Text, Tooltip } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepOnePlayerAtATime } from '../../../lib/one-player';
import { Icon } from '../../../ui/icon';
import { formatTime } from './format-time';

// The course's player pauses a lesson's audio or a word's recording, and they pause it (one sound at a time).
keepOnePlayerAtATime();

const SPEEDS = [0.75, 1, 1.25, 1.5] as const;
/** Where the chosen speed is kept on the device, so a reload or the next visit plays at it. */
export const SPEED_KEY = 'puente.mp3.speed';

function storedSpeed(): number {
  try {
    const value = Number(window.localStorage.getItem(SPEED_KEY));
    return (SPEEDS as readonly number[]).includes(value) ? value : 1;
  } catch {
    return 1;
  }
}
/** How often a playing lesson's position is sent to the server. */
export const SAVE_EVERY_MS = 10_000;
const SKIP_SECONDS = 10;

/** Keys typed into a field (or an editable text) are the field's, never the player's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null);

export type PlayerLesson = { id: string; title: string; url: string; positionMs: number };

type Props = {
  lesson: PlayerLesson;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  /** `ended`: the lesson played to its end (the next one starts by itself). */
  onNext(ended: boolean): void;
  /** Where the user is in the lesson: every SAVE_EVERY_MS while playing, on pause, on end and on leaving. */
  onPosition(lessonId: string, positionMs: number): void;
  /** Starts playing as soon as the lesson loads (the previous one ended or a lesson was picked). */
  autoPlay: boolean;
};

/**
 * The MP3 course's player on the HTML audio element: play/pause, −10 s/+10 s, a seek slider, speed
 * 0.75×–1.5× (kept across lessons and, on the device, across visits), previous/next lesson, the next one started when one ends. Keys
 * anywhere on the page (not while typing): space or K, J and L (as video sites).
 */
export function AudioPlayer({
  lesson,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onPosition,
  autoPlay,
}: Props) {
  const { t, i18n } = useTranslation('mp3');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(lesson.positionMs / 1000);
  const [duration, setDuration] = useState(0);
  const [speed, setSpeed] = useState<number>(storedSpeed);
  const [failed, setFailed] = useState(false);
  const lastSave = useRef(0);
  const lessonRef = useRef(lesson);
  lessonRef.current = lesson;
  const positionRef = useRef(onPosition);
  positionRef.current = onPosition;

  const save = useCallback(() => {
    const element = audio.current;
    if (!element) return;
    lastSave.current = Date.now();
    positionRef.current(lessonRef.current.id, element.currentTime * 1000);
  }, []);

  // A new lesson: its saved position, no error yet; the one left is saved where it was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per lesson, by its id
  useEffect(() => {
    setFailed(false);
    setCurrent(lesson.positionMs / 1000);
    setDuration(0);
    lastSave.current = Date.now();
    return () => {
      const element = audio.current;
      if (element && element.currentTime > 0 && !element.ended) {
        positionRef.current(lesson.id, element.currentTime * 1000);
      }
    };
  }, [lesson.id]);

  const onLoadedMetadata = () => {
    const element = audio.current!;
    setDuration(element.duration);
    const start = lessonRef.current.positionMs / 1000;
    // A position at the very end starts the lesson again.
    if (start > 0 && (!Number.isFinite(element.duration) || start < element.duration - 1)) {
      element.currentTime = start;
    }
    element.defaultPlaybackRate = speed;
    element.playbackRate = speed;
    if (autoPlay) void element.play().catch(() => setPlaying(false));
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const skip = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
    element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
    setCurrent(element.currentTime);
  };
  const changeSpeed = (value: number) => {
    setSpeed(value);
    try {
      window.localStorage.setItem(SPEED_KEY, String(value));
    } catch {
      // Storage refused (private mode, full): the speed holds for this visit only.
    }
    const element = audio.current;
    if (!element) return;
    element.defaultPlaybackRate = value;
    element.playbackRate = value;
  };
  // The keys work wherever the focus is on the page, but not while typing; buttons and links keep their
  // space (it presses them) and the slider its arrows.
  const onKeyRef = useRef<(event: globalThis.KeyboardEvent) => void>(() => {});
  onKeyRef.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (typingIn(event.target)) return;
    const key = event.key.toLowerCase();
    const onControl =
      event.target instanceof Element && event.target.closest('button, a, [role="slider"], [role="button"]');
    if (key === ' ' && onControl) return;
    if (key === ' ' || key === 'k') toggle();
    else if (key === 'j') skip(-SKIP_SECONDS);
    else if (key === 'l') skip(SKIP_SECONDS);
    else return;
    event.preventDefault();
  };
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => onKeyRef.current(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('player.label')} tabIndex={0}>
      <Stack gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t('player.nowPlaying')}
          </Text>
          <Text fw={700} size="lg" data-testid="now-playing" style={{ overflowWrap: 'anywhere' }}>
            {lesson.title}
          </Text>
        </div>
        {/* biome-ignore lint/a11y/useMediaCaption: the lesson's transcript is on its lesson page */}
        <audio
          ref={audio}
          src={lesson.url}
          preload="metadata"
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={() => setDuration(audio.current?.duration ?? 0)}
          onPlay={() => setPlaying(true)}
          onPause={() => {
            setPlaying(false);
            if (!audio.current?.ended) save();
          }}
          onTimeUpdate={() => {
            const element = audio.current!;
            setCurrent(element.currentTime);
            if (!element.paused && Date.now() - lastSave.current >= SAVE_EVERY_MS) save();
          }}
          onEnded={() => {
            setPlaying(false);
            positionRef.current(lessonRef.current.id, 0);
            if (hasNext) onNext(true);
          }}
          onError={() => setFailed(true)}
        />
        {failed ? (
          <Alert color="orange" role="alert">
            {t('player.unavailable')}
          </Alert>
        ) : null}
        <Slider
          thumbLabel={t('player.seek')}
          min={0}
          max={Math.max(duration || 0, current, 1)}
          step={1}
          value={current}
          label={(value) => formatTime(value)}
          onChange={(value) => {
            setCurrent(value);
            if (audio.current) audio.current.currentTime = value;
          }}
          onChangeEnd={() => save()}
        />
        <Text size="sm" c="dimmed" aria-live="off" data-testid="player-time">
          {t('player.time', {
            current: formatTime(current),
            total: duration ? formatTime(duration) : '–:––',
          })}
        </Text>
        <Group gap="xs" justify="center" wrap="nowrap">
          <Tooltip label={t('player.previous')}>
            <ActionIcon
              variant="subtle"
              size="xl"
              aria-label={t('player.previous')}
              disabled={!hasPrevious}
              onClick={onPrevious}
            >
              <Icon>
                <path d="M6 5v14M18 6l-9 6 9 6z" />
              </Icon>
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('player.back10')}>
            <ActionIcon
              variant="light"
              size="xl"
              aria-label={t('player.back10')}
              onClick={() => skip(-SKIP_SECONDS)}
            >
              <Icon>
                <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
                <text x="12" y="15.5" fontSize="8" textAnchor="middle" fill="currentColor" stroke="none">
                  10
                </text>
              </Icon>
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            size={56}
            radius="xl"
            aria-label={playing ? t('player.pause') : t('player.play')}
            onClick={toggle}
          >
            {playing ? (
              <Icon size={28}>
                <path d="M8 5v14M16 5v14" />
              </Icon>
            ) : (
              <Icon size={28}>
                <path d="M7 4l13 8-13 8z" fill="currentColor" />
              </Icon>
            )}
          </ActionIcon>
          <Tooltip label={t('player.forward10')}>
            <ActionIcon
              variant="light"
              size="xl"
              aria-label={t('player.forward10')}
              onClick={() => skip(SKIP_SECONDS)}
            >
              <Icon>
                <path d="M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5" />
                <text x="12" y="15.5" fontSize="8" textAnchor="middle" fill="currentColor" stroke="none">
                  10
                </text>
              </Icon>
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('player.next')}>
            <ActionIcon
              variant="subtle"
              size="xl"
              aria-label={t('player.next')}
              disabled={!hasNext}
              onClick={() => onNext(false)}
            >
              <Icon>
                <path d="M18 5v14M6 6l9 6-9 6z" />
              </Icon>
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap="xs" justify="center" role="group" aria-label={t('player.speed')}>
          <Text size="sm" aria-hidden="true" visibleFrom="xs">
            {t('player.speed')}:
          </Text>
          {SPEEDS.map((value) => (
            <Button
              key={value}
              size="compact-sm"
              variant={speed === value ? 'filled' : 'default'}
              aria-pressed={speed === value}
              onClick={() => changeSpeed(value)}
            >
              {`${value.toLocaleString(i18n.language)}×`}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('player.keys')}
        </Text>
      </Stack>
    </Paper>
  );
}
