import { useEffect, useRef, useState } from 'react';
import { afterFirstScreen } from '../../lib/first-screen';
import type { ScrollEdges } from './watch-scroll-edges';

/**
 * Whether a sideways scroller has more to show before (`start`) and after (`end`) what is in view: the
 * sub-header fades that edge so a phone user sees it scrolls. The watching code loads once the first
 * screen has been drawn (a hint, not needed to draw the page: it stays out of the first screen's script).
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let stopWatching: (() => void) | undefined;
    const cancel = afterFirstScreen(() => {
      const watching = import('./watch-scroll-edges').then((module) =>
        module.watchScrollEdges(element, setEdges),
      );
      stopWatching = () => void watching.then((stop) => stop());
    });
    return () => {
      cancel();
      stopWatching?.();
    };
  }, []);
  return { ref, ...edges };
}
