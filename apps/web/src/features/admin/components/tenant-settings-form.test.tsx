import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../test/clear-form-state';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { TenantSettingsSection } from './tenant-settings-form';

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

/** The settings calls, answered from memory like the server (version, write-only secret key). */
function settingsServer() {
  const calls: Call[] = [];
  let settings = {
    name: 'Escuela Demo',
    supportEmail: 'soporte@demo.test',
    supportPhone: '+1 555 0100',
    paymentEnabled: true,
    tutoringEnabled: false,
    guestLimit: 2,
    lateFeeCents: 1_500,
    lateFeeGraceDays: 5,
    tutoringCancelCutoffHours: 12,
    tutoringSessionPriceCents: 0,
    guestsMayBookPaidTutoring: false,
    tutoringMeetingUrlPattern: '',
    paymentProviderMode: 'test',
    paymentPublicKey: 'pk_test_abc',
    secretKeyConfigured: true,
    serverProvider: 'sandbox',
    defaultLocale: 'es',
    timeZone: 'America/Bogota',
    oidcIssuer: '',
    oidcClientId: '',
    oidcClientSecretConfigured: false,
    oidcDisplayName: '',
    oidcEmailDomains: [] as string[],
    oidcCreatesAccounts: false,
    version: 4,
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  server.use(
    http.get('/api/admin/tenant-settings', () => {
      calls.push({ method: 'GET', path: '/admin/tenant-settings', body: undefined });
      return HttpResponse.json(settings);
    }),
    http.put('/api/admin/tenant-settings', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.push({ method: 'PUT', path: '/admin/tenant-settings', body });
      if (body.version !== settings.version)
        return HttpResponse.json({ code: 'stale', message: 'stale' }, { status: 409 });
      const {
        secretKey: _secret,
        clearSecretKey,
        oidcClientSecret,
        clearOidcClientSecret: _clearOidc,
        version: _version,
        ...rest
      } = body;
      settings = {
        ...settings,
        ...(rest as object),
        oidcClientSecretConfigured: settings.oidcClientSecretConfigured || Boolean(oidcClientSecret),
        secretKeyConfigured: clearSecretKey ? false : settings.secretKeyConfigured,
        version: settings.version + 1,
      };
      return HttpResponse.json(settings);
    }),
  );
  return { calls, current: () => settings };
}

beforeEach(clearFormState);
afterEach(clearFormState);

describe('the school settings form', { timeout: 30_000 }, () => {
  it('shows the settings, the secret key only as configured, and saves an edit with the version read', async () => {
    const user = userEvent.setup();
    const server = settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    expect(within(form).getByLabelText(/School name/)).toHaveProperty('value', 'Escuela Demo');
    expect(within(form).getByLabelText(/Late fee/)).toHaveProperty('value', '15.00');
    const secret = within(form).getByLabelText(/Secret key/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(within(form).getByText(/Configured\. It is never shown/)).toBeTruthy();

    const name = within(form).getByLabelText(/School name/);
    await user.clear(name);
    await user.type(name, 'Escuela Nueva');
    const fee = within(form).getByLabelText(/Late fee/);
    await user.clear(fee);
    await user.type(fee, '20.5');
    const apply = within(form).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.current().name).toBe('Escuela Nueva'));
    const sent = server.calls.find((call) => call.method === 'PUT')!.body!;
    expect(sent).toMatchObject({ version: 4, lateFeeCents: 2_050, secretKey: '', clearSecretKey: false });
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
  });

  it('draws the language choice without the marks of a labelled input (no stray attributes in the page)', async () => {
    settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    const choice = form.querySelector('[aria-labelledby="settings-language"]')!;
    expect(choice).toBeTruthy();
    // A segmented choice always has a value and no label element of its own: the required mark's props
    // (meant for Mantine's labelled inputs) would reach the DOM as unknown attributes.
    const attributes = choice.getAttributeNames();
    expect(attributes).not.toContain('labelprops');
    expect(attributes).not.toContain('withasterisk');
    expect(within(choice as HTMLElement).getByRole('radio', { name: 'Español' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it("sets up sign-in with the school's accounts: issuer, client, write-only secret, name and domains", {
    timeout: 90_000,
  }, async () => {
    const user = userEvent.setup();
    const server = settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    const createSwitch = within(form).getByRole('switch', { name: /Create the user at their first sign-in/ });
    expect(createSwitch).toHaveProperty('checked', false);
    await user.type(within(form).getByLabelText(/OpenID Connect issuer/), 'https://accounts.google.com');
    const apply = within(form).getByRole('button', { name: 'Apply' });
    // An issuer needs its client, name and domains: until they are there the edit cannot be applied.
    await waitFor(() => expect(apply).toHaveProperty('disabled', true));
    await user.type(within(form).getByLabelText(/Client id/), 'puente-client');
    await user.type(within(form).getByLabelText(/Client secret/), 'the-secret');
    await user.type(within(form).getByLabelText(/Button name/), 'Google');
    await user.type(within(form).getByLabelText(/E-mail domains/), 'Escuela.edu,');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.current().oidcIssuer).toBe('https://accounts.google.com'));
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      oidcIssuer: 'https://accounts.google.com',
      oidcClientId: 'puente-client',
      oidcClientSecret: 'the-secret',
      oidcDisplayName: 'Google',
      // As typed: the shared schema lowers it on the server.
      oidcEmailDomains: ['Escuela.edu'],
      oidcCreatesAccounts: false,
    });
    // The secret is never shown back: the field is empty, and says one is configured.
    await waitFor(() => expect(within(form).getByLabelText(/Client secret/)).toHaveProperty('value', ''));
  });

  it('refuses what the shared schema refuses, and says when someone else saved first', async () => {
    const user = userEvent.setup();
    const server = settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    const limit = within(form).getByLabelText(/Guest limit/);
    await user.clear(limit);
    await user.type(limit, '51');
    expect(await within(form).findByText('The guest limit must be between 0 and 50')).toBeTruthy();
    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveProperty('disabled', true);
    const publicKey = within(form).getByLabelText(/Public key/);
    await user.clear(publicKey);
    await user.type(publicKey, 'pk_live_x');
    expect(await within(form).findByText("This mode's public key starts with pk_test_")).toBeTruthy();
    await user.clear(publicKey);
    await user.type(publicKey, 'pk_test_new');
    await user.clear(limit);
    await user.type(limit, '3');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    server.current().version = 9;
    await user.click(apply);
    expect(await within(form).findByText(/Someone else saved this record first/)).toBeTruthy();
    expect(within(form).getByLabelText(/Guest limit/)).toHaveProperty('value', '3');
  });

  it('lets the school allow guests to book paid tutoring (off until switched on)', async () => {
    const user = userEvent.setup();
    const server = settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    const guests = within(form).getByRole('switch', { name: /Guests may book paid tutoring/ });
    expect(guests).toHaveProperty('checked', false);
    expect(within(form).getByText(/Charged to the account holder's account/)).toBeTruthy();
    await user.click(guests);
    const apply = within(form).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.current().guestsMayBookPaidTutoring).toBe(true));
    expect(server.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      guestsMayBookPaidTutoring: true,
    });
  });

  it("shows and changes the school's time zone, whose days billing and reports count", async () => {
    const user = userEvent.setup();
    const server = settingsServer();
    renderWithApp(<TenantSettingsSection />);
    const form = await screen.findByRole('form', { name: 'School settings' });
    const zone = within(form).getByLabelText(/School time zone/) as HTMLInputElement;
    expect(zone.value).toMatch(/^America\/Bogota/);
    await user.clear(zone);
    await user.type(zone, 'Madrid');
    await user.click(await screen.findByText(/^Europe\/Madrid/));
    const apply = within(form).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.current().timeZone).toBe('Europe/Madrid'));
  });
});
