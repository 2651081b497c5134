import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';
import type { DurationOptions } from './duration-text';
import { TimeDurationPicker } from './time-duration-picker';

function Harness({
  values,
  initial = 30,
  resetInvalidOnBlur,
  ...options
}: DurationOptions & { values: (number | null)[]; initial?: number | null; resetInvalidOnBlur?: boolean }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <TimeDurationPicker
      label="Duración"
      value={value}
      onChange={(next) => {
        setValue(next);
        values.push(next);
      }}
      resetInvalidOnBlur={resetInvalidOnBlur}
      {...options}
    />
  );
}

const input = () => screen.getByLabelText('Duración') as HTMLInputElement;

describe('the time-duration picker', () => {
  it('reads hours and minutes and clamps above the maximum', async () => {
    const values: (number | null)[] = [];
    const { user } = renderWidget(<Harness values={values} max={120} />);
    expect(input().value).toBe('0:30');
    await user.clear(input());
    await user.type(input(), '1:45{Enter}');
    expect(values.at(-1)).toBe(105);
    await user.clear(input());
    await user.type(input(), '5');
    await user.tab();
    expect(values.at(-1)).toBe(120);
    expect(input().value).toBe('2:00');
  });

  it('refuses a negative duration unless allowed, and the down arrow stops at 0', async () => {
    const values: (number | null)[] = [];
    const { user } = renderWidget(<Harness values={values} initial={5} />);
    await user.clear(input());
    await user.type(input(), '-1:00');
    await user.tab();
    expect(screen.getByText('Duración no válida')).toBeTruthy();
    expect(values).toEqual([]);
    await user.clear(input());
    await user.type(input(), '0:05{Enter}');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(values.at(-1)).toBe(0);
    expect(input().value).toBe('0:00');
  });

  it('takes negatives when allowed', async () => {
    const values: (number | null)[] = [];
    const { user } = renderWidget(<Harness values={values} allowNegative initial={0} />);
    await user.clear(input());
    await user.type(input(), '-0:45');
    await user.tab();
    expect(values.at(-1)).toBe(-45);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(values.at(-1)).toBe(-40);
  });

  it('gives null for an empty nullable input', async () => {
    const values: (number | null)[] = [];
    const { user } = renderWidget(<Harness values={values} nullable />);
    await user.clear(input());
    await user.tab();
    expect(values).toEqual([null]);
  });

  it('puts the last good value back on blur only when the reset option is set', async () => {
    const kept: (number | null)[] = [];
    const { user, unmount } = renderWidget(<Harness values={kept} />);
    await user.clear(input());
    await user.type(input(), 'abc');
    await user.tab();
    expect(input().value).toBe('abc');
    expect(screen.getByText('Duración no válida')).toBeTruthy();
    unmount();

    renderWidget(<Harness values={kept} resetInvalidOnBlur />);
    await user.clear(input());
    await user.type(input(), 'abc');
    await user.tab();
    expect(input().value).toBe('0:30');
    expect(screen.queryByText('Duración no válida')).toBeNull();
    expect(kept).toEqual([]);
  });
});
