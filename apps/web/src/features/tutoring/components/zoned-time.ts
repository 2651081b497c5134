import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** The zone times are shown in: the profile's, else the browser's. */
export const viewerZone = (profileZone: string | null | undefined) =>
  profileZone || Intl.DateTimeFormat().resolvedOptions().timeZone;

const localeOf = (language: string) => (language === 'en' ? 'en-US' : 'es');

/** An instant as a date and time in a zone, in the reader's language. */
export function formatWhen(iso: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

/** The time of day only. */
export function formatTime(iso: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

/** A day heading (e.g. 'lunes, 22 de marzo') for an instant in a zone. */
export function formatDay(iso: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(new Date(iso));
}

/** Instants grouped by the day they fall on in a zone, in order. */
export function groupByDay(instants: string[], zone: string, language: string): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const instant of instants) {
    const day = formatDay(instant, zone, language);
    groups.set(day, [...(groups.get(day) ?? []), instant]);
  }
  return [...groups.entries()];
}

/** A tutoring refusal's reason (the slot was taken, notice, cutoff…), for forms and actions. */
export const refusalText = (error: unknown): string | undefined =>
  error instanceof ApiError && error.code.startsWith('tutoring.') ? errorText(error) : undefined;
