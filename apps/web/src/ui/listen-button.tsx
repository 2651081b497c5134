import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSpeechAvailable, speakEnglish } from '../lib/speech';
import { SpeakerIcon } from './speaker-icon';

type ListenButtonProps = {
  /** The English text read aloud (en-US). */
  text: string;
  /** A visible label ("Escuchar"); without it the button is an icon with an accessible name. */
  label?: string;
  slow?: boolean;
  size?: 'xs' | 'sm' | 'md';
};

/** Reads English aloud with the browser's speech synthesis; renders nothing where there is none. */
export function ListenButton({ text, label, slow = false, size = 'sm' }: ListenButtonProps) {
  const { t } = useTranslation('learning');
  if (!isSpeechAvailable()) return null;
  const speak = () => speakEnglish(text, { slow });
  if (label) {
    return (
      <Button variant="outline" size={size} leftSection={<SpeakerIcon />} onClick={speak}>
        {label}
      </Button>
    );
  }
  const name = t('listen.aria', { text });
  return (
    <Tooltip label={t('listen.tooltip')} withArrow>
      <ActionIcon variant="subtle" size={size === 'xs' ? 'sm' : 'md'} aria-label={name} onClick={speak}>
        <SpeakerIcon size={size === 'xs' ? 14 : 18} />
      </ActionIcon>
    </Tooltip>
  );
}
