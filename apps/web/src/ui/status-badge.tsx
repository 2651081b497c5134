import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'danger' | 'info' | 'warning' | 'neutral';

const dots: Record<StatusTone, string> = {
  success: 'teal.9',
  danger: 'red.9',
  info: 'blue.9',
  warning: 'orange.7',
  neutral: 'gray.6',
};

/** A state label: dark text with a coloured dot, readable on any background (WCAG AA). */
export function StatusBadge({
  tone,
  children,
  ...props
}: { tone: StatusTone; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant'> & {
    'data-testid'?: string;
  }) {
  return (
    // Never narrowed to "D…" (a table cell on a phone): the table scrolls, the state stays whole.
    <Badge variant="dot" color={dots[tone]} c="dark.7" miw="max-content" style={{ flexShrink: 0 }} {...props}>
      {children}
    </Badge>
  );
}
