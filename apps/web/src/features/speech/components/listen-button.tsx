import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanHover } from '../../../lib/use-can-hover';
import { isSpeechAvailable, onVoicesChanged, speakEnglish } from '../model/speech';
import {
  loadedSpokenAudioKeys,
  loadSpokenAudioKeys,
  playRecording,
  spokenAudioUrl,
} from '../model/spoken-audio';
import { SpeakerIcon } from './speaker-icon';

/** How a text can be heard: a recording, the browser's voice, or not at all (null); undefined while finding out. */
export type ListenSource = { kind: 'file'; url: string } | { kind: 'speech' } | null | undefined;

/**
 * Where a text's sound comes from: the recording given (staff's upload), else the one shipped with the
 * app for the text, else the browser's English voice when it has one.
 */
export function useListenSource(text: string, audioUrl?: string | null): ListenSource {
  const speech = useSyncExternalStore(onVoicesChanged, isSpeechAvailable, () => false);
  const [shipped, setShipped] = useState<ReadonlySet<string> | undefined>(loadedSpokenAudioKeys);
  useEffect(() => {
    if (audioUrl || shipped) return;
    let live = true;
    void loadSpokenAudioKeys().then((found) => {
      // A page's buttons all learn their sound at once: drawn in slices, not one long task.
      if (live) startTransition(() => setShipped(found));
    });
    return () => {
      live = false;
    };
  }, [audioUrl, shipped]);
  if (audioUrl) return { kind: 'file', url: audioUrl };
  const url = shipped ? spokenAudioUrl(text, shipped) : null;
  if (url) return { kind: 'file', url };
  if (speech) return { kind: 'speech' };
  return shipped === undefined ? undefined : null;
}

type ListenButtonProps = {
  /** The English text heard (en-US). */
  text: string;
  /** A recording of the text (e.g. uploaded by staff): it wins over any other. */
  audioUrl?: string | null;
  /** A visible label ("Escuchar"); without it the button is an icon with an accessible name. */
  label?: string;
  slow?: boolean;
  size?: 'xs' | 'sm' | 'md';
};

/**
 * Plays English: a recording when there is one, the browser's voice otherwise; renders nothing where
 * neither exists. The icon's tooltip is drawn only where the pointer can hover: on a phone it never shows,
 * and each one (floating-ui's hooks and effects) weighed on a lesson of many words as it was drawn.
 */
export function ListenButton({ text, audioUrl, label, slow = false, size = 'sm' }: ListenButtonProps) {
  const { t } = useTranslation('learning');
  const source = useListenSource(text, audioUrl);
  const canHover = useCanHover();
  if (!source) return null;
  const play = () => {
    if (source.kind === 'file') {
      void playRecording(source.url, { slow }).then((played) => {
        if (!played) speakEnglish(text, { slow });
      });
    } else speakEnglish(text, { slow });
  };
  if (label) {
    return (
      <Button
        variant="outline"
        size={size}
        leftSection={<SpeakerIcon />}
        onClick={play}
        data-source={source.kind}
      >
        {label}
      </Button>
    );
  }
  const icon = (
    <ActionIcon
      variant="subtle"
      size={size === 'xs' ? 'sm' : 'md'}
      aria-label={t('listen.aria', { text })}
      onClick={play}
      data-source={source.kind}
    >
      <SpeakerIcon size={size === 'xs' ? 14 : 18} />
    </ActionIcon>
  );
  if (!canHover) return icon;
  return (
    <Tooltip label={t('listen.tooltip')} withArrow>
      {icon}
    </Tooltip>
  );
}
