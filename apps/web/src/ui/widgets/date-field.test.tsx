import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { DateField, type DateLimits } from './date-field';

function Harness({
  onValue,
  onInvalid,
  ...limits
}: DateLimits & { onValue: (v: string | null) => void; onInvalid?: (t: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DateField
      label="Inicio"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      onInvalid={onInvalid}
      {...limits}
    />
  );
}

describe('the date field', () => {
  afterEach(() => setLocale('es'));

  it('reads a typed date day first in Spanish, with any separator', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness onValue={(v) => values.push(v)} />);
    const input = screen.getByLabelText('Inicio');
    await user.type(input, '3.4.2026');
    await user.tab();
    expect(values.at(-1)).toBe('2026-04-03');
    expect((input as HTMLInputElement).value).toBe('03/04/2026');
  });

  it('reads it month first in English', async () => {
    const values: (string | null)[] = [];
    const { user } = renderWidget(<Harness onValue={(v) => values.push(v)} />, 'en');
    const input = screen.getByLabelText('Inicio');
    expect(input.getAttribute('placeholder')).toBe('mm/dd/yyyy');
    await user.type(input, '3-4-2026');
    await user.tab();
    expect(values.at(-1)).toBe('2026-03-04');
  });

  it("calls the invalid handler and shows 'Fecha no válida' for text it cannot read", async () => {
    const invalid: string[] = [];
    const { user } = renderWidget(
      <Harness onValue={() => undefined} onInvalid={(text) => invalid.push(text)} />,
    );
    await user.type(screen.getByLabelText('Inicio'), '31/02/2026');
    await user.tab();
    expect(invalid).toEqual(['31/02/2026']);
    expect(screen.getByText('Fecha no válida')).toBeTruthy();
  });

  it('refuses typed dates outside min/max or on a disabled weekday', async () => {
    const invalid: string[] = [];
    const values: (string | null)[] = [];
    const { user } = renderWidget(
      <Harness
        onValue={(v) => values.push(v)}
        onInvalid={(text) => invalid.push(text)}
        minDate="2026-03-02"
        maxDate="2026-03-31"
        disabledWeekdays={[0, 6]}
      />,
    );
    const input = screen.getByLabelText('Inicio');
    await user.type(input, '07/03/2026'); // a Saturday
    await user.tab();
    await user.clear(input);
    await user.type(input, '01/04/2026'); // after max
    await user.tab();
    expect(invalid).toEqual(['07/03/2026', '01/04/2026']);
    expect(values).toEqual([]);
  });

  it('disables those days in the calendar too', async () => {
    const { user } = renderWidget(
      <DateField
        label="Inicio"
        value="2026-03-10"
        onChange={() => undefined}
        minDate="2026-03-02"
        disabledWeekdays={[0, 6]}
      />,
    );
    await user.click(screen.getByLabelText('Inicio'));
    const day = (label: string) => screen.getByRole('button', { name: label });
    expect(day('7 marzo 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('1 marzo 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('9 marzo 2026').hasAttribute('data-disabled')).toBe(false);
  });
});
