import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { DelayedLoader } from './delayed-loader';

const renderLoader = (loading: boolean) => (
  <MantineProvider>
    <DelayedLoader loading={loading} />
  </MantineProvider>
);

describe('DelayedLoader', () => {
  beforeEach(() => {
    initI18n('es');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('appears only after 250 ms of loading', () => {
    render(renderLoader(true));
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByRole('status')).toBeTruthy();
    // Its spinner has a role that may carry its name (a bare element with aria-label is an axe violation).
    expect(screen.getByRole('progressbar', { name: i18n.t('app.loading') })).toBeTruthy();
  });

  it('never appears for a load shorter than 250 ms', () => {
    const { rerender } = render(renderLoader(true));
    act(() => vi.advanceTimersByTime(200));
    rerender(renderLoader(false));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays at least 150 ms once shown', () => {
    const { rerender } = render(renderLoader(true));
    act(() => vi.advanceTimersByTime(260));
    rerender(renderLoader(false));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
