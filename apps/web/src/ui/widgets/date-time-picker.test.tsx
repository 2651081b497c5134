import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test/render-widget';
import { DateTimePicker } from './date-time-picker';

function Harness({ values }: { values: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateTimePicker
      label="Fecha del examen"
      value={value}
      onChange={(next) => {
        setValue(next);
        values.push(next);
      }}
    />
  );
}

describe('the date-time picker', () => {
  it('joins a typed date and time, whichever comes first', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness values={values} />);
    await user.type(screen.getByLabelText('Hora'), '10:15');
    await user.tab();
    expect(values).toEqual([null]);
    await user.type(screen.getByLabelText('Fecha del examen'), '24/12/2026');
    await user.tab();
    expect(values.at(-1)).toBe('2026-12-24 10:15');
    await user.clear(screen.getByLabelText('Hora'));
    await user.type(screen.getByLabelText('Hora'), '4p');
    await user.tab();
    expect(values.at(-1)).toBe('2026-12-24 16:00');
  });
});
