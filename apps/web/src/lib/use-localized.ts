import type { SupportedLocale, TLocalizedText } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Picks the interface language's side of a text given in both languages; follows language changes. */
export function useLocalized() {
  const { i18n } = useTranslation();
  const locale: SupportedLocale = i18n.language === 'en' ? 'en' : 'es';
  return (text: TLocalizedText) => text[locale] || text.es;
}

type Instruction = { prompt: string; promptEn?: string | null };

/** An exercise's instruction in `language`: the English one when there is one. */
export const instructionIn = (language: string, exercise: Instruction) =>
  language === 'en' && exercise.promptEn ? exercise.promptEn : exercise.prompt;

/** Picks an exercise's instruction in the interface language: the English one when there is one. */
export function useInstruction() {
  const { i18n } = useTranslation();
  return (exercise: Instruction) => instructionIn(i18n.language, exercise);
}

/** Formats an instant as a date in the interface language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES';
  return (instant: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(instant));
}

/** Formats an instant as a date and time in the interface language and the reader's own time zone. */
export function useDateTimeFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-US' : 'es-ES';
  return (instant: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(instant));
}
