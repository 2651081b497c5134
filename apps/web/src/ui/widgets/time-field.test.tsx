import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { TimeField } from './time-field';

function Harness({
  values,
  invalid,
  initial = null,
}: {
  values: (string | null)[];
  invalid?: string[];
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <TimeField
      label="Entrada"
      value={value}
      onChange={(next) => {
        setValue(next);
        values.push(next);
      }}
      onInvalid={(text) => invalid?.push(text)}
    />
  );
}

describe('the time field', () => {
  afterEach(() => setLocale('es'));

  it('reads typed times with a/p and a single-digit minute as tens', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness values={values} />);
    const input = screen.getByLabelText('Entrada');
    await user.type(input, '9:3p{Enter}');
    expect(values.at(-1)).toBe('21:30');
    expect((input as HTMLInputElement).value).toBe('21:30');
    await user.clear(input);
    await user.type(input, '7.05');
    await user.tab();
    expect(values.at(-1)).toBe('07:05');
    await user.clear(input);
    await user.tab();
    expect(values.at(-1)).toBeNull();
  });

  it("shows 'Hora no válida' and calls the invalid handler for a time it cannot read", async () => {
    const invalid: string[] = [];
    const { user } = renderWidget(<Harness values={[]} invalid={invalid} />);
    await user.type(screen.getByLabelText('Entrada'), '25:00');
    await user.tab();
    expect(invalid).toEqual(['25:00']);
    expect(screen.getByText('Hora no válida')).toBeTruthy();
  });

  it('picks hours 0-23 and minutes in steps of 5 in Spanish', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness values={values} initial="08:00" />);
    await user.click(screen.getByRole('button', { name: 'Elegir la hora' }));
    const hours = screen.getByRole('group', { name: 'Horas' });
    const minutes = screen.getByRole('group', { name: 'Minutos' });
    expect(within(hours).getAllByRole('button')).toHaveLength(24);
    expect(
      within(minutes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(within(hours).getByRole('button', { name: '08' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(hours).getByRole('button', { name: '17' }));
    await user.click(within(minutes).getByRole('button', { name: '45' }));
    expect(values).toEqual(['17:00', '17:45']);
  });

  it('offers the 12-hour picker (hours 0-12 with AM/PM) in English', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness values={values} initial="15:30" />, 'en');
    const input = screen.getByLabelText('Entrada') as HTMLInputElement;
    expect(input.value).toBe('3:30 PM');
    await user.click(screen.getByRole('button', { name: 'Choose the time' }));
    const hours = screen.getByRole('group', { name: 'Hours' });
    expect(
      within(hours)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const half = screen.getByRole('group', { name: 'Half of the day' });
    await user.click(within(half).getByRole('button', { name: 'AM' }));
    expect(values.at(-1)).toBe('03:30');
    // The shown text reads back the same.
    await user.click(input);
    await user.tab();
    expect(values.at(-1)).toBe('03:30');
  });
});
