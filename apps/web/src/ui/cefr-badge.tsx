import { Badge } from '@mantine/core';
import type { TCefrLevel } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** Dark shades: white text on them stays above the WCAG AA contrast ratio. */
const colors: Record<TCefrLevel, string> = {
  A1: 'teal.9',
  A2: 'cyan.9',
  B1: 'blue.9',
  B2: 'indigo.9',
  C1: 'grape.9',
  C2: 'pink.9',
};

/** A course's CEFR level, with its full name for screen readers and on hover. */
export function CefrBadge({ level }: { level: TCefrLevel }) {
  const { t } = useTranslation('learning');
  const name = t('level.name', { level });
  return (
    <Badge
      color={colors[level]}
      variant="filled"
      size="lg"
      radius="sm"
      style={{ flexShrink: 0 }}
      title={name}
      aria-label={name}
    >
      {level}
    </Badge>
  );
}
