import type { TStaffHome } from '@puente/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerApi } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import StaffDashboard from './staff-dashboard';

const learning = {
  activeStudentsThisWeek: 6,
  activeStudentsLastWeek: 4,
  lessonsCompletedThisWeek: 12,
  tutoringSessionsToday: null,
};

const showDashboard = (answer: TStaffHome) => {
  answerApi(() => new Response(JSON.stringify(answer), { status: 200 }));
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
