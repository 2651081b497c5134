import { SegmentedControl } from '@mantine/core';
import { SUPPORTED_LOCALES } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { chooseLocale } from '../../lib/session';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={(value) => chooseLocale(value)}
      data={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: locale.toUpperCase() }))}
    />
  );
}
