import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { HabitSettingsSection } from './habit-settings-section';

describe('the daily goal and reminder on the profile', () => {
  it('turns the reminder on at an hour and saves the goal', async () => {
    let saved: unknown = null;
    server.use(
      http.get('/api/habit/settings', () =>
        HttpResponse.json({ dailyGoalMinutes: 10, reminderEnabled: false, reminderHour: 19 }),
      ),
      http.put('/api/habit/settings', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(saved as Record<string, unknown>);
      }),
    );
    renderWithApp(<HabitSettingsSection />, 'es');
    const hour = (await screen.findByLabelText('Hora del recordatorio')) as HTMLSelectElement;
    // The hour waits for the reminder to be on.
    expect(hour.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Enviarme un recordatorio/ }));
    expect(hour.disabled).toBe(false);
    fireEvent.change(hour, { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Meta diaria'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar meta y recordatorio' }));
    await waitFor(() =>
      expect(saved).toEqual({ dailyGoalMinutes: 20, reminderEnabled: true, reminderHour: 8 }),
    );
    expect(await screen.findByText('Meta y recordatorio guardados')).toBeTruthy();
  });
});
