import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { initI18n } from '../../lib/i18n';
import { setLocale } from '../../lib/set-locale';

/** Renders a widget in the given language, without transitions or portals (Mantine's test mode). */
export function renderWidget(node: ReactNode, locale: 'es' | 'en' = 'es') {
  initI18n(locale);
  setLocale(locale);
  const user = userEvent.setup();
  return { user, ...render(<MantineProvider env="test">{node}</MantineProvider>) };
}
