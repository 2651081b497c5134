import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, answerApi } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import MostActiveUsersPage from './most-active-users-page';
import UserActivityPage from './user-activity-page';

const A1 = '0196c0de-0000-7000-8000-0000000000c1';

/** Records every call; answers the classes, and refuses the rest (the reports are not what is read). */
function reportServer() {
  const calls: ApiCall[] = [];
  answerApi((call) => {
    calls.push(call);
    if (call.path === '/admin/classes')
      return Response.json({
        items: [{ id: A1, name: 'A1 mañana', teachers: [], studentCount: 2, courseCount: 0 }],
      });
    return Response.json({ code: 'system.not-found' }, { status: 404 });
  });
  return {
    bodies: (suffix: string) =>
      calls
        .filter((call) => call.method === 'POST' && call.path === `/reports/${suffix}`)
        .map((call) => call.body as Record<string, unknown>),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  ['user-activity', UserActivityPage],
  ['most-active-users', MostActiveUsersPage],
] as const)('the %s report’s class and staff filters', { timeout: 30_000 }, (suffix, Page) => {
  it('counts students by default, and sends the class chosen and the staff switch', async () => {
    const server = reportServer();
    const user = userEvent.setup();
    renderWithApp(<Page />, 'es');
    await waitFor(() => expect(server.bodies(suffix).length).toBeGreaterThan(0));
    expect(server.bodies(suffix).at(-1)).toMatchObject({ classId: null, includeStaff: false });

    const box = await screen.findByRole('combobox', { name: 'Clase' }, { timeout: 10_000 });
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'A1 mañana', hidden: true }));
    await waitFor(() => expect(server.bodies(suffix).at(-1)).toMatchObject({ classId: A1 }));

    await user.click(screen.getByRole('switch', { name: /^Incluir personal/ }));
    await waitFor(() =>
      expect(server.bodies(suffix).at(-1)).toMatchObject({ classId: A1, includeStaff: true }),
    );
  });

  it('says "Include staff" in English', async () => {
    reportServer();
    renderWithApp(<Page />, 'en');
    const toggle = await screen.findByRole('switch', { name: /^Include staff/ }, { timeout: 10_000 });
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
