import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the local provider says of an account: its e-mail and whether it verified it. */
type TestAccount = { email: string; emailVerified: boolean; givenName?: string; familyName?: string };

export type OidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by the login typed on the provider's page; an unknown login is its own verified e-mail. */
  accounts: Map<string, TestAccount>;
  close(): Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on a free port of this machine, for tests: one
 * confidential client with the given redirect URIs, PKCE required, a login page of its own (a form with
 * the account's login) and consent given at once. The ID token carries the e-mail claims.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
}): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const clientId = options.clientId ?? 'puente-school';
  const clientSecret = options.clientSecret ?? 'a-client-secret-of-the-school-0123456789';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const accountOf = (login: string): TestAccount =>
    accounts.get(login) ?? { email: login, emailVerified: true };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    conformIdTokenClaims: false,
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => {
        const account = accountOf(sub);
        return {
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        };
      },
    }),
    // Consent is given at once: the test is about the school's side.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '');
    if (!match) {
      callback(req, res);
      return;
    }
    void (async () => {
      try {
        await provider.interactionDetails(req, res);
        if (req.method === 'POST' && match[2]) {
          const login = (await formBody(req)).get('login')?.trim() ?? '';
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: login } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `<!doctype html><html lang="en"><head><title>Local provider</title></head><body><main>` +
            `<h1>Local provider sign-in</h1>` +
            `<form method="post" action="/interaction/${escapeHtml(match[1]!)}/login">` +
            `<label for="login">Account</label> <input id="login" name="login" autocomplete="off" required>` +
            `<button type="submit">Sign in at the provider</button></form></main></body></html>`,
        );
      } catch (error) {
        res.statusCode = 400;
        res.end(String(error));
      }
    })();
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
