import { MantineProvider } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { QueryState } from './query-state';

const pending = { isPending: true, isError: false } as UseQueryResult<string>;
const done = { isPending: false, isError: false, data: 'Cursos' } as UseQueryResult<string>;

const view = (query: UseQueryResult<string>) => (
  <MantineProvider>
    <QueryState query={query}>{(data) => <p>{data}</p>}</QueryState>
  </MantineProvider>
);

describe('QueryState loader timing', () => {
  beforeEach(() => {
    initI18n('es');
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('keeps the loader 150 ms when the data arrives just after it appeared, then shows the data', () => {
    const { rerender } = render(view(pending));
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(view(done));
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('Cursos')).toBeNull();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Cursos')).toBeTruthy();
  });

  it('shows no loader at all for data that arrives within 250 ms', () => {
    const { rerender } = render(view(pending));
    act(() => vi.advanceTimersByTime(200));
    rerender(view(done));
    expect(screen.getByText('Cursos')).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
