import { Kbd } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './key-hint.module.css';

/** A class for a text about keys ("Press Space…"): not drawn on touch screens. */
export const keysOnlyClass = classes.hint;

/** The key of a button's shortcut, drawn beside its label; not on touch screens (no keyboard at hand). */
export function KeyHint({ children }: { children: ReactNode }) {
  return (
    <Kbd size="xs" mr={6} className={classes.hint} data-testid="key-hint">
      {children}
    </Kbd>
  );
}
