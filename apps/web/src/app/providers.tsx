import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { markDrawnWhenIdle } from '../lib/first-screen';
import { i18n } from '../lib/i18n';
import { markAppLive } from '../lib/prerender';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';

const Overlays = lazy(() => import('./overlays'));

const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps teal text, links and white-on-teal buttons above the WCAG AA ratio (4.5:1) on white
  // and on the light grey footer; shade 8 measures 3.9:1.
  primaryShade: { light: 9, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, sans-serif',
});

// Mantine's default dimmed grey is below 4.5:1 on white; a darker grey keeps secondary text readable.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Hover must stay as dark as the resting shade (teal 9), or white text drops below 4.5:1. (The
    // primary-color variables refer to these, so they follow.)
    '--mantine-color-teal-filled-hover': '#066b4d',
    '--mantine-color-teal-light-color': '#065f46',
  },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  const afterFirstPaint = useAfterFirstPaint();
  // After the first commit (the hydration of a prerendered page): the page responds to clicks.
  useEffect(markAppLive, []);
  // After the first commit: the first screen counts as drawn once its start-up read is in and the browser idle.
  useEffect(markDrawnWhenIdle, []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
        {afterFirstPaint ? (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        ) : null}
      </MantineProvider>
    </I18nextProvider>
  );
}
