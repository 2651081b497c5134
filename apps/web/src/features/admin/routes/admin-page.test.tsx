import type { TAdminUser, TAuditEntry } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSessionCookie, writeSessionCookie } from '../../../lib/session/session-cookie';
import { anonymousState, useSession } from '../../../lib/session/session-store';
import { server } from '../../../test/msw-server';
import { storedSample } from '../../../test/session-fixtures';
import { layOutScroller, renderWithApp } from '../../../ui/test/render-with-app';
import AdminPage from './admin-page';

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
let calls: Call[] = [];
let restoreLayout: () => void;

const user = (over: Partial<TAdminUser>): TAdminUser => ({
  id: 'u-1',
  version: 1,
  firstName: 'Estefanía',
  lastName: 'Muñoz',
  email: 'estudiante@demo.puente.test',
  role: 'Student',
  isMaster: true,
  isTutor: false,
  membership: 'Member',
  active: true,
  invitationPending: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
  ...over,
});
const users = [
  user({}),
  user({ id: 'u-2', firstName: 'Pablo', lastName: 'Ruiz', role: 'Professor', isMaster: false }),
];
/** Another administrator, listed only by the tests that need one. */
const administrator = user({
  id: 'u-4',
  firstName: 'Ana',
  lastName: 'Torres',
  role: 'Administrator',
  isMaster: false,
});
let listed = users;
const entry: TAuditEntry = {
  id: 'a-1',
  action: 'user.update',
  actor: { id: 'admin-1', name: 'Ada Admin', email: 'admin@demo.puente.test' },
  impersonator: null,
  targetType: 'user',
  targetId: 'u-2',
  targetLabel: 'Pablo Ruiz (pablo@example.test)',
  before: { isTutor: false },
  after: { isTutor: true },
  createdAt: '2026-11-20T09:30:00.000Z',
};

const CLASS_ID = '0196b3a2-0000-7000-8000-0000000000c1';
const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

/** Records the call (its whole path), then answers it. */
const seen =
  (answer: (call: Call) => Response) =>
  async ({ request }: { request: Request }) => {
    const address = new URL(request.url);
    const text = await request.text();
    const call = {
      method: request.method,
      path: address.pathname,
      query: address.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    return answer(call);
  };

/** The admin screens' calls, as the server answers them. */
const handlers = () => [
  http.get(
    '/api/admin/users',
    seen(() => json({ items: listed, total: listed.length })),
  ),
  http.head(
    '/api/admin/users/email/check',
    seen(
      ({ query }) =>
        new HttpResponse(null, { status: query.get('value') === 'taken@example.test' ? 409 : 200 }),
    ),
  ),
  http.post(
    '/api/admin/users',
    seen((call) => {
      const body = call.body as TAdminUser;
      if (body.email === 'raced@example.test')
        return json(
          {
            code: 'user.username-in-use',
            message: 'Username already in use',
            errorInfo: {
              ModelState: [
                { field: 'email', code: 'user.username-in-use', message: 'Username already in use' },
              ],
            },
          },
          409,
        );
      return json(user({ ...body, id: 'u-3', invitationPending: true }), 201);
    }),
  ),
  http.post(
    '/api/admin/users/bulk/deactivate',
    seen((call) => json({ count: (call.body as { ids?: string[] }).ids?.length ?? 40 })),
  ),
  http.get(
    '/api/admin/classes',
    seen(() =>
      json({ items: [{ id: CLASS_ID, name: '2º A', teachers: [], studentCount: 0, courseCount: 0 }] }),
    ),
  ),
  http.post(
    `/api/admin/users/bulk/class/${CLASS_ID}`,
    seen(() => json({ count: 1 })),
  ),
  http.post(
    '/api/admin/users/u-1/deactivate',
    seen(() => json(user({ active: false }))),
  ),
  http.post(
    '/api/authentication/impersonate/u-2',
    seen(() =>
      json(
        {
          code: 'user.impersonate-administrator',
          message: 'You cannot view as another administrator: only as professors and students',
        },
        403,
      ),
    ),
  ),
  http.get(
    '/api/admin/audit-log',
    seen(() => json({ items: [entry], total: 1 })),
  ),
  http.get(
    '/api/admin/audit-log/people',
    seen(() => json({ items: [entry.actor] })),
  ),
  http.get(
    '/api/admin/contact-messages',
    seen(() => json({ items: [], total: 0 })),
  ),
];

beforeEach(() => {
  calls = [];
  listed = users;
  restoreLayout = layOutScroller();
  server.use(...handlers());
});
afterEach(() => {
  clearSessionCookie();
  restoreLayout();
  useSession.setState(anonymousState, true);
});

const as = (role: 'Administrator' | 'Professor') =>
  useSession.setState({ ...anonymousState, role, identity: { ...anonymousState.identity, id: 'admin-1' } });
const show = (tab?: string, locale: 'es' | 'en' = 'en') =>
  renderWithApp(
    <MemoryRouter initialEntries={[tab ? `/admin?tab=${tab}` : '/admin']}>
      <AdminPage />
    </MemoryRouter>,
    locale,
  );

describe('/admin', () => {
  it('gives professors only their classes and the contact messages', async () => {
    as('Professor');
    show('messages');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Classes', 'Contact messages']);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/contact-messages')).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/api/admin/users'))).toBe(false);
  });

  it('lists the users for an administrator, in Spanish too', async () => {
    as('Administrator');
    show(undefined, 'es');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Usuarios',
      'Clases',
      'Mensajes de contacto',
      'Configuración',
      'Cuentas y cobros',
      'Conciliación',
      'Registro de auditoría',
      'Correo saliente',
      'Tareas en segundo plano',
    ]);
    const table = await screen.findByRole('table', { name: 'Usuarios de la escuela' });
    expect(await within(table).findByText('Estefanía Muñoz')).toBeTruthy();
    expect(within(table).getByText('Profesor')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 usuarios');
  });

  it('searches, filters and sorts on the server, and pages with the total', { timeout: 20_000 }, async () => {
    as('Administrator');
    show();
    const lastList = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/users').at(-1)!;
    await screen.findByRole('table', { name: "The school's users" });
    expect(lastList().query.get('sort')).toBe('name');
    expect(lastList().query.get('direction')).toBe('asc');
    await userEvent.type(screen.getByLabelText('Search by name or e-mail'), 'muñ');
    await waitFor(() => expect(lastList().query.get('SearchValue')).toBe('muñ'), { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastList().query.get('sort')).toBe('email'));
    expect(screen.getByRole('columnheader', { name: /^E-mail/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    await waitFor(() => expect(lastList().query.get('direction')).toBe('desc'));
    await userEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Deactivated', hidden: true }));
    await waitFor(() => expect(lastList().query.get('status')).toBe('inactive'));
    expect(lastList().query.get('Skip')).toBe('0');
    expect(lastList().query.get('Take')).toBe('25');
  });

  it('creates a user: the e-mail is checked, and one taken meanwhile is refused on the field', {
    timeout: 20_000,
  }, async () => {
    as('Administrator');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await userEvent.type(within(dialog).getByLabelText(/First name/), 'Carla');
    await userEvent.type(within(dialog).getByLabelText(/Last name/), 'Vega');
    const email = within(dialog).getByLabelText(/E-mail/);
    await userEvent.type(email, 'taken@example.test');
    await waitFor(() => expect(within(dialog).getByText('Username already in use')).toBeTruthy(), {
      timeout: 3000,
    });
    await userEvent.clear(email);
    await userEvent.type(email, 'raced@example.test');
    await waitFor(() => expect(within(dialog).queryByText('Username already in use')).toBeNull(), {
      timeout: 3000,
    });
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).toBe(false),
      { timeout: 3000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(dialog).getByText('Username already in use')).toBeTruthy());
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/api/admin/users');
    expect(posted?.body).toEqual({
      firstName: 'Carla',
      lastName: 'Vega',
      email: 'raced@example.test',
      role: 'Student',
      isMaster: true,
      isTutor: false,
    });
  });

  it('deactivates the chosen users, or all matching, after a confirmation naming the count', {
    timeout: 20_000,
  }, async () => {
    as('Administrator');
    show(undefined, 'es');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar: Estefanía Muñoz' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar: Pablo Ruiz' }));
    const bar = screen.getByRole('region', { name: 'Acciones sobre los usuarios elegidos' });
    expect(within(bar).getByText('2 usuarios elegidos')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Desactivar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Desactivar 2 usuarios?' });
    expect(calls.some((c) => c.path.startsWith('/api/admin/users/bulk'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/admin/users/bulk/deactivate')?.body).toEqual({
        ids: ['u-1', 'u-2'],
      }),
    );
    expect(await screen.findByText('2 usuarios desactivados')).toBeTruthy();
  });

  it('filters the list by class, and adds the chosen users to a class after a confirmation naming the count', {
    timeout: 20_000,
  }, async () => {
    as('Administrator');
    show(undefined, 'es');
    await screen.findByRole('table', { name: 'Usuarios de la escuela' });
    await userEvent.click(await screen.findByLabelText('Clase', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '2º A', hidden: true }));
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.method === 'GET' && c.path === '/api/admin/users')
          .at(-1)
          ?.query.get('classId'),
      ).toBe(CLASS_ID),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar: Estefanía Muñoz' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar: Pablo Ruiz' }));
    const bar = screen.getByRole('region', { name: 'Acciones sobre los usuarios elegidos' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Apuntar a una clase' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '2º A' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Apuntar 2 usuarios a «2º A»?' });
    expect(calls.some((c) => c.path.startsWith('/api/admin/users/bulk'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apuntar 2 usuarios' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === `/api/admin/users/bulk/class/${CLASS_ID}`)?.body).toEqual({
        ids: ['u-1', 'u-2'],
      }),
    );
    expect(await screen.findByText('1 alumno apuntado a «2º A»')).toBeTruthy();
  });

  it('deactivates a user from the row menu after confirming', { timeout: 15_000 }, async () => {
    as('Administrator');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions: Estefanía Muñoz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the user?' });
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/users/u-1/deactivate')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Estefanía Muñoz is deactivated')).toBeTruthy();
  });

  it.each([
    ['a student', 'Estefanía Muñoz', true],
    ['a professor', 'Pablo Ruiz', true],
    ['another administrator', 'Ana Torres', false],
  ])('offers to view as %s: %s', { timeout: 15_000 }, async (_who, name, offered) => {
    listed = [...users, administrator];
    as('Administrator');
    show();
    await userEvent.click(await screen.findByRole('button', { name: `Actions: ${name}` }));
    const items = await screen.findAllByRole('menuitem', {}, { timeout: 3000 });
    expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      ...(offered ? ['View as this user'] : []),
      'Reset password',
      'Deactivate',
      'Delete',
    ]);
  });

  it("says why a user promoted meanwhile cannot be viewed as, in the user's language", {
    timeout: 15_000,
  }, async () => {
    writeSessionCookie({
      ...storedSample,
      sid: 'admin-1',
      access_token: 'admin-token',
      scopes: 'Administrator',
    });
    as('Administrator');
    show(undefined, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Acciones: Pablo Ruiz' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ver como este usuario' }));
    expect(
      await screen.findByText('No se puede ver como otro administrador: solo como profesores y alumnos'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/authentication/impersonate/u-2')).toBe(
      true,
    );
  });

  it('shows the audit log with who, what, when and before/after, filtered by action', {
    timeout: 20_000,
  }, async () => {
    as('Administrator');
    show('audit');
    const item = (await screen.findByText('By Ada Admin (admin@demo.puente.test)')).closest('li')!;
    expect(within(item).getByText('User edited')).toBeTruthy();
    expect(within(item).getByText('Item: Pablo Ruiz (pablo@example.test)')).toBeTruthy();
    expect(within(item).getByText(/"isTutor": true/)).toBeTruthy();
    await userEvent.click(screen.getByPlaceholderText('All'));
    await userEvent.click(await screen.findByRole('option', { name: 'Password reset', hidden: true }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/api/admin/audit-log' && c.query.get('action') === 'user.reset-password',
        ),
      ).toBe(true),
    );
  });
});
