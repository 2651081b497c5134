import { Burger, type BurgerProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/** The menu toggle of a signed-in visitor (lazy-chrome.tsx); its slot in the top bar keeps its size. */
export default function MenuBurger(props: BurgerProps & ComponentPropsWithoutRef<'button'>) {
  return <Burger size="sm" {...props} />;
}
