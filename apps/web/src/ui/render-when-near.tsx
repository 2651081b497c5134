import { useIntersection } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';

/** How far below (or above) the screen a part starts being drawn: a screen and a half. */
const NEAR = '150% 0px';

/** A browser that cannot tell where a part is: it draws everything at once. (The server draws the boxes.) */
const cannotObserve = () => typeof window !== 'undefined' && typeof IntersectionObserver !== 'function';

type RenderWhenNearProps = {
  /** The height held for the children until they are drawn (px). */
  minHeight: number;
  children: ReactNode;
  'data-testid'?: string;
};

/**
 * Draws its children once their place comes within a screen and a half of the visible part of the page,
 * and keeps them drawn from then on. Until then an empty box of about their usual height holds their
 * place (what is below the screen may move when they arrive; nothing on it does). A page drawn by the
 * server carries the boxes; a browser that cannot tell (no IntersectionObserver) draws the children at once.
 *
 * A lesson's exercises are drawn so: each one is read from the server, and its player's code loaded,
 * when the student scrolls towards it, not all of them while the lesson's first screen is drawn.
 */
export function RenderWhenNear({ minHeight, children, 'data-testid': testId }: RenderWhenNearProps) {
  const [reached, setReached] = useState(cannotObserve);
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR });
  if (!reached && entry?.isIntersecting) setReached(true);
  return (
    <div ref={reached ? undefined : ref} style={reached ? undefined : { minHeight }} data-testid={testId}>
      {reached ? children : null}
    </div>
  );
}
