import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS = ['teal', 'teal', 'blue', 'gray', 'gray'] as const;

/** How often the word is used, as a band from "very common" to "rare". */
export function FrequencyBadge({ band }: { band: number }) {
  const { t } = useTranslation('dictionary');
  const text = t(`band.${band}`);
  return (
    <Badge
      size="sm"
      variant="light"
      color={COLORS[band - 1] ?? 'gray'}
      title={t('band.label', { band: text })}
      styles={{ root: { textTransform: 'none' } }}
    >
      {text}
    </Badge>
  );
}
