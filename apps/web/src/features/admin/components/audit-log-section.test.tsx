import { AUDIT_ACTION_LABELS, AUDIT_KIND_LABELS, type TAuditEntry } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/admin-users.json';
import es from '../../../locales/es/admin-users.json';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { AuditLogSection } from './audit-log-section';

const ada = {
  id: '0195f0a1-0000-7000-8000-000000000001',
  name: 'Ada Admin',
  email: 'admin@demo.puente.test',
};
const pablo = {
  id: '0195f0a1-0000-7000-8000-000000000002',
  name: 'Pablo Profesor',
  email: 'pablo@demo.test',
};
const eva = { id: '0195f0a1-0000-7000-8000-000000000003', name: 'Eva Estudiante', email: 'eva@demo.test' };

const entries: TAuditEntry[] = [
  {
    id: 'e-1',
    action: 'course.update',
    actor: pablo,
    impersonator: null,
    targetType: 'course',
    targetId: '0195f0a1-0000-7000-8000-0000000000c1',
    targetLabel: 'Inglés de viaje',
    before: { title: { es: 'Inglés para viajar' } },
    after: { title: { es: 'Inglés de viaje' } },
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  {
    id: 'e-2',
    action: 'impersonation.write',
    actor: eva,
    impersonator: ada,
    targetType: 'route',
    targetId: 'PUT /api/user/locale',
    targetLabel: null,
    before: null,
    after: null,
    createdAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 'e-3',
    action: 'account.adjustment',
    actor: ada,
    impersonator: null,
    targetType: 'account',
    targetId: '01a2b3c4-0000-7000-8000-000000000001',
    targetLabel: 'Eva Estudiante (eva@demo.test)',
    before: null,
    after: { amountCents: -500 },
    createdAt: '2026-11-19T09:00:00.000Z',
  },
];

let queries: URLSearchParams[];
let csvQueries: URLSearchParams[];

beforeEach(() => {
  queries = [];
  csvQueries = [];
  server.use(
    http.get('/api/admin/audit-log', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = entries.filter(
        (e) =>
          (!query.get('kind') || e.action.startsWith(`${query.get('kind')}.`)) &&
          (!query.get('actorId') || [e.actor.id, e.impersonator?.id].includes(query.get('actorId')!)),
      );
      return HttpResponse.json({ items, total: items.length });
    }),
    http.get('/api/admin/audit-log/people', () => HttpResponse.json({ items: [ada, eva, pablo] })),
    http.get('/api/admin/audit-log/csv', ({ request }) => {
      csvQueries.push(new URL(request.url).searchParams);
      return new HttpResponse('Date,Kind\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('the audit log section', { timeout: 30_000 }, () => {
  it('names what changed, never an id or a route, in English', async () => {
    renderWithApp(<AuditLogSection />, 'en');
    const list = await screen.findByRole('list', { name: 'Audit log' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Course edited')).toBeTruthy();
    expect(within(items[0]!).getByText('Item: Inglés de viaje')).toBeTruthy();
    expect(within(items[1]!).getByText('Change made as another user')).toBeTruthy();
    expect(within(items[1]!).getByText('By Ada Admin, viewing as Eva Estudiante')).toBeTruthy();
    expect(within(items[2]!).getByText('Item: Eva Estudiante (eva@demo.test)')).toBeTruthy();
    expect(list.textContent).not.toMatch(/\/api\/|PUT |01a2|0195f0a1/);
  });

  it('speaks Spanish, filters by person and kind on the server, and downloads the filtered CSV', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<AuditLogSection />, 'es');
    await screen.findByText('Curso editado');
    const first = within(await screen.findByRole('list', { name: 'Registro de auditoría' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(first.textContent).toContain('Elemento: Inglés de viaje');

    await userEvent.click(screen.getByLabelText('Persona', { selector: 'input' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Ada Admin (admin@demo.puente.test)', hidden: true }),
    );
    await waitFor(() => expect(queries.at(-1)?.get('actorId')).toBe(ada.id));
    await userEvent.click(screen.getByLabelText('Tipo', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Suplantación', hidden: true }));
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('impersonation'));
    const list = await screen.findByRole('list', { name: 'Registro de auditoría' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Cambio hecho como otro usuario')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(csvQueries[0]?.get('actorId')).toBe(ada.id);
    expect(csvQueries[0]?.get('kind')).toBe('impersonation');
    expect(created).toHaveBeenCalled();
  });

  it('says when nothing matches, and shows a loader while the log loads', async () => {
    server.use(
      http.get('/api/admin/audit-log', async () => {
        await delay(400);
        return HttpResponse.json({ items: [], total: 0 });
      }),
    );
    renderWithApp(<AuditLogSection />, 'en');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(await screen.findByText('No actions recorded.')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Kind', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Courses', hidden: true }));
    expect(await screen.findByText('Nothing matches the filter.')).toBeTruthy();
  });

  it('tells when the CSV cannot be downloaded', async () => {
    server.use(
      http.get('/api/admin/audit-log/csv', () =>
        HttpResponse.json({ code: 'system.exception', message: 'x' }, { status: 500 }),
      ),
    );
    renderWithApp(<AuditLogSection />, 'en');
    await screen.findByText('Course edited');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The CSV could not be downloaded. Please try again.',
    );
  });

  it('names every action and kind in both languages as the CSV export does', () => {
    const catalogs = { es: es as Record<string, string>, en: en as Record<string, string> };
    for (const locale of ['es', 'en'] as const) {
      for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
        expect(catalogs[locale][`audit.actions.${action}`], action).toBe(label[locale]);
      }
      for (const [kind, label] of Object.entries(AUDIT_KIND_LABELS)) {
        expect(catalogs[locale][`audit.kinds.${kind}`], kind).toBe(label[locale]);
      }
    }
  });
});
