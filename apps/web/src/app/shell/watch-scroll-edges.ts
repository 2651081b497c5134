export type ScrollEdges = { start: boolean; end: boolean };

/**
 * Calls `onChange` with whether a sideways scroller has more to show before (`start`) and after (`end`)
 * what is in view, now and whenever that changes on a scroll or a resize of the scroller or its items
 * (a language change makes them wider). Answers the function that stops watching.
 */
export function watchScrollEdges(element: HTMLElement, onChange: (edges: ScrollEdges) => void): () => void {
  let last: ScrollEdges | null = null;
  const measure = () => {
    const start = element.scrollLeft > 1;
    const end = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    if (last?.start === start && last.end === end) return;
    last = { start, end };
    onChange(last);
  };
  measure();
  element.addEventListener('scroll', measure, { passive: true });
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
  observer?.observe(element);
  for (const child of Array.from(element.children)) observer?.observe(child);
  return () => {
    element.removeEventListener('scroll', measure);
    observer?.disconnect();
  };
}
