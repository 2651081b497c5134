import { CALENDAR_DECADE_YEARS, CALENDAR_GRID_DAYS } from '@puente/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/set-locale';
import { renderWidget } from '../test/render-widget';
import { CalendarView } from './calendar-view';

const days = () => document.querySelectorAll('button[class*="day"]');

describe('the calendar', () => {
  afterEach(() => setLocale('es'));

  it('draws 42 days from Monday in Spanish, goes up to months and to 10 years, and picks a day', async () => {
    const picked: (string | null)[] = [];
    const { user } = renderWidget(
      <CalendarView value={null} onChange={(v) => picked.push(v)} defaultDate="2026-02-01" />,
    );
    // February 2026 fits in 4 weeks; the grid still shows 6.
    expect(days()).toHaveLength(CALENDAR_GRID_DAYS);
    expect(days()[0]!.getAttribute('aria-label')).toBe('26 enero 2026');
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toMatch(/^lu/i);

    await user.click(screen.getByRole('button', { name: '14 febrero 2026' }));
    expect(picked).toEqual(['2026-02-14']);

    await user.click(screen.getByRole('button', { name: 'Cambiar a la vista de meses' }));
    expect(
      screen
        .getAllByRole('button')
        .filter((b) => /^(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)/i.test(b.textContent ?? '')),
    ).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Cambiar a la vista de años' }));
    const years = screen.getAllByRole('button').filter((b) => /^\d{4}$/.test(b.textContent ?? ''));
    expect(years).toHaveLength(CALENDAR_DECADE_YEARS);
    expect(years.map((b) => b.textContent)).toEqual([
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    await user.click(screen.getByRole('button', { name: 'Década siguiente' }));
    expect(screen.getByRole('button', { name: '2030' })).toBeTruthy();
  });

  it('starts the week on Sunday in English and moves by month with its labelled buttons', async () => {
    const { user } = renderWidget(<CalendarView value="2026-02-14" onChange={() => undefined} />, 'en');
    expect(days()).toHaveLength(CALENDAR_GRID_DAYS);
    expect(screen.getAllByRole('columnheader')[0]!.textContent).toMatch(/^su/i);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: '14 March 2026' })).toBeTruthy();
  });

  it('disables days outside min/max and disabled weekdays', () => {
    renderWidget(
      <CalendarView
        value={null}
        onChange={() => undefined}
        defaultDate="2026-03-01"
        maxDate="2026-03-20"
        disabledWeekdays={[3]}
      />,
    );
    const day = (name: string) => screen.getByRole('button', { name });
    expect(day('4 marzo 2026').hasAttribute('data-disabled')).toBe(true); // a Wednesday
    expect(day('21 marzo 2026').hasAttribute('data-disabled')).toBe(true);
    expect(day('20 marzo 2026').hasAttribute('data-disabled')).toBe(false);
  });
});
