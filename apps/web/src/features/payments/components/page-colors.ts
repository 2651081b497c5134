import type { CSSProperties } from 'react';

/**
 * Colours of the payment page: the theme's default error red is below 4.5:1 on white, so field
 * errors use a darker red here.
 */
export const pageColors = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;
