import { Badge } from '@mantine/core';
import type { TCefrLevel } from '@puente/shared';
import { useTranslation } from 'react-i18next';

const colors: Record<TCefrLevel, string> = {
  A1: 'teal',
  A2: 'green',
  B1: 'blue',
  B2: 'indigo',
  C1: 'grape',
  C2: 'pink',
};

/** A course's CEFR level, with its full name for screen readers and on hover. */
export function CefrBadge({ level }: { level: TCefrLevel }) {
  const { t } = useTranslation('learning');
  const name = t('level.name', { level });
  return (
    <Badge color={colors[level]} variant="filled" size="lg" radius="sm" title={name} aria-label={name}>
      {level}
    </Badge>
  );
}
