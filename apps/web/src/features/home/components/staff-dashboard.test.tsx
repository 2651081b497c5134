import type { TStaffHome } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ApiCall, answerApi } from '../../../test/msw-server';
import { renderWidget } from '../../../ui/test/render-widget';
import { renderWithApp } from '../../../ui/test/render-with-app';
import StaffDashboard from './staff-dashboard';

const learning = {
  activeStudentsThisWeek: 6,
  activeStudentsLastWeek: 4,
  lessonsCompletedThisWeek: 12,
  tutoringSessionsToday: null,
};

const showDashboard = (answer: TStaffHome) => {
  answerApi((call) =>
    call.path === '/admin/classes' ? Response.json({ items: [] }) : Response.json(answer),
  );
  renderWithApp(
    <MemoryRouter>
      <StaffDashboard />
    </MemoryRouter>,
    'es',
  );
};

describe('staff dashboard', () => {
  it('shows the money figures an administrator’s answer carries', async () => {
    showDashboard({
      ...learning,
      overdueAccounts: 2,
      overdueCents: 7_000,
      paymentsToday: 1,
      paymentsTodayCents: 3_000,
    });
    expect(await screen.findByText('Cuentas vencidas')).toBeTruthy();
    expect(screen.getByText('Pagos de hoy')).toBeTruthy();
  });

  it('shows a professor the learning figures only: no money card', async () => {
    showDashboard(learning);
    expect(await screen.findByText('Estudiantes activos')).toBeTruthy();
    expect(screen.queryByText('Cuentas vencidas')).toBeNull();
    expect(screen.queryByText('Pagos de hoy')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

const A1 = '0196c0de-0000-7000-8000-0000000000c1';

describe('staff dashboard by class', () => {
  it("lists the reader's classes and asks for the chosen class's figures", async () => {
    const calls: ApiCall[] = [];
    answerApi((call) => {
      calls.push(call);
      if (call.path === '/admin/classes')
        return Response.json({
          items: [{ id: A1, name: 'A1 mañana', teachers: [], studentCount: 2, courseCount: 0 }],
        });
      const classId = (call.body as { classId?: string } | undefined)?.classId;
      return Response.json({ ...learning, activeStudentsThisWeek: classId === A1 ? 2 : 6 });
    });
    const user = userEvent.setup();
    renderWithApp(
      <MemoryRouter>
        <StaffDashboard />
      </MemoryRouter>,
      'es',
    );
    const active = () => screen.getByText('Estudiantes activos').closest('li')!;
    await waitFor(() => expect(within(active()).getByText('6')).toBeTruthy());
    const box = await screen.findByRole('combobox', { name: 'Clase' });
    expect(box.getAttribute('placeholder')).toBe('Todas las clases');
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'A1 mañana', hidden: true }));
    await waitFor(() => expect(within(active()).getByText('2')).toBeTruthy());
    const homes = calls.filter((call) => call.path === '/reports/staff-home');
    expect(homes.map((call) => call.body)).toEqual([undefined, { classId: A1 }]);
  });

  it('shows no class selector to a reader with no class', async () => {
    answerApi((call) =>
      call.path === '/admin/classes' ? Response.json({ items: [] }) : Response.json(learning),
    );
    renderWithApp(
      <MemoryRouter>
        <StaffDashboard />
      </MemoryRouter>,
      'es',
    );
    expect(await screen.findByText('Estudiantes activos')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Clase' })).toBeNull();
  });
});

describe('staff dashboard on the home screen', () => {
  it('needs no query client (the home screen has none): the classes are a plain request', async () => {
    answerApi((call) =>
      call.path === '/admin/classes'
        ? Response.json({
            items: [{ id: A1, name: 'A1 mañana', teachers: [], studentCount: 2, courseCount: 0 }],
          })
        : Response.json(learning),
    );
    renderWidget(
      <MemoryRouter>
        <StaffDashboard />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Estudiantes activos')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Clase' })).toBeTruthy();
  });
});
