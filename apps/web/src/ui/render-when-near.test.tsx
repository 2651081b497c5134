import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';
import { fakeIntersectionObserver } from './test/fake-intersection-observer';

afterEach(() => vi.unstubAllGlobals());

describe('RenderWhenNear', () => {
  it('holds an empty box of the height given until its place comes near the screen, then draws and keeps the children', () => {
    const { observers, reach } = fakeIntersectionObserver();
    render(
      <RenderWhenNear minHeight={260} data-testid="slot">
        <p>the exercise</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('the exercise')).toBeNull();
    expect(screen.getByTestId('slot').style.minHeight).toBe('260px');
    // Near means within a screen and a half, above or below.
    expect(observers[0]?.options?.rootMargin).toBe('150% 0px');

    reach(false);
    expect(screen.queryByText('the exercise')).toBeNull();

    reach(true);
    expect(screen.getByText('the exercise')).toBeTruthy();
    expect(screen.getByTestId('slot').style.minHeight).toBe('');
    // Scrolled away again, it stays drawn (what the student typed in it is kept).
    reach(false);
    expect(screen.getByText('the exercise')).toBeTruthy();
  });

  it('draws the children at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear minHeight={260}>
        <p>the exercise</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('the exercise')).toBeTruthy();
  });
});
