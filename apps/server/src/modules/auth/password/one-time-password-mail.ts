import type { Tenant, User } from '../../../db/schema/index.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { ONE_TIME_PASSWORD_TTL_MINUTES } from '../one-time-passwords.repository.ts';

/** The one-time-password mail: Spanish first, then English. */
export function oneTimePasswordMail(tenant: Tenant, user: User, code: string): MailMessage {
  const minutes = ONE_TIME_PASSWORD_TTL_MINUTES;
  const es = [
    `Hola ${user.firstName}:`,
    `Su contraseña de un solo uso para ${tenant.name} es: ${code}`,
    `Úsela como contraseña para iniciar sesión en los próximos ${minutes} minutos; solo sirve una vez.`,
    'Después de iniciar sesión se le pedirá una contraseña nueva.',
    'Si no la solicitó, ignore este mensaje.',
  ];
  const en = [
    `Hello ${user.firstName},`,
    `Your one-time password for ${tenant.name} is: ${code}`,
    `Use it as your password to sign in within the next ${minutes} minutes; it works only once.`,
    'After signing in you will be asked for a new password.',
    'If you did not ask for it, ignore this message.',
  ];
  const paragraphs = (lines: string[], lang: string) =>
    `<div lang="${lang}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  return {
    kind: 'one-time-password',
    tenantId: tenant.id,
    to: user.email,
    subject: `${tenant.name}: contraseña de un solo uso / one-time password`,
    text: `${es.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `${paragraphs(es, 'es')}<hr>${paragraphs(en, 'en')}`,
    // The code is the recipient's alone: the outbox keeps the mail with it masked.
    secrets: [code],
  };
}
