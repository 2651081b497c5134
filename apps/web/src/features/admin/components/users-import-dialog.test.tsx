import type { TUserImportResult } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { UsersImportDialog } from './users-import-dialog';

const rows = (errors: number[]): TUserImportResult['rows'] =>
  [2, 3, 4, 5].map((row) =>
    errors.includes(row)
      ? {
          row,
          email: 'no-es-correo',
          name: 'Ana Soto',
          action: null,
          errors: [{ field: 'email', code: 'user.import-invalid-email' }],
        }
      : { row, email: `u${row}@x.test`, name: 'Luis Gil', action: 'create', errors: [] },
  );

describe('the users import dialog', { timeout: 20_000 }, () => {
  it('previews the file with its errors by row and field, then imports and says what happened', async () => {
    const sent: { url: string; csv: string }[] = [];
    server.use(
      http.post('/api/admin/users/import/preview', async ({ request }) => {
        sent.push({ url: 'preview', ...((await request.json()) as { csv: string }) });
        return HttpResponse.json({
          committed: false,
          counts: { create: 3, update: 0, unchanged: 0, errors: 1 },
          rows: rows([4]),
        } satisfies TUserImportResult);
      }),
      http.post('/api/admin/users/import', async ({ request }) => {
        sent.push({ url: 'import', ...((await request.json()) as { csv: string }) });
        return HttpResponse.json({
          committed: true,
          counts: { create: 3, update: 0, unchanged: 0, errors: 1 },
          rows: rows([4]),
        } satisfies TUserImportResult);
      }),
    );
    renderWithApp(<UsersImportDialog onClose={() => {}} />, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Importar usuarios desde un CSV' });
    const csv = 'correo;nombre;apellidos\nu2@x.test;Luis;Gil\n';
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(within(dialog).getByText('Archivo CSV')).toBeTruthy();
    await userEvent.upload(input, new File([csv], 'alumnos.csv', { type: 'text/csv' }));

    expect(
      await within(dialog).findByText('3 se crearán, 0 se actualizarán, 0 sin cambios, 1 con errores'),
    ).toBeTruthy();
    const table = within(dialog).getByRole('table', { name: 'Vista previa de la importación' });
    expect(within(table).getByText('Fila 4, correo: no es una dirección válida')).toBeTruthy();
    expect(within(table).getAllByText('Se creará')).toHaveLength(3);
    // The row with errors comes first.
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('no-es-correo');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar 3 usuarios' }));
    const done = await within(dialog).findByText(/Usuarios creados: 3 \(invitados por correo\)/);
    expect(done.textContent).toContain('Filas con errores, no importadas: 1.');
    expect(sent.map((call) => call.url)).toEqual(['preview', 'import']);
    expect(sent[1]!.csv).toBe(csv);
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
  });

  it('says in the reader’s language why a whole file is refused, and offers no import', async () => {
    server.use(
      http.post('/api/admin/users/import/preview', () =>
        HttpResponse.json(
          { code: 'user.import-missing-columns', message: 'x', params: { columns: 'apellidos / last name' } },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<UsersImportDialog onClose={() => {}} />, 'en');
    const dialog = await screen.findByRole('dialog', { name: 'Import users from a CSV' });
    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['email;name\n'], 'bad.csv', { type: 'text/csv' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Columns missing from the header: apellidos / last name');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull());
  });
});
