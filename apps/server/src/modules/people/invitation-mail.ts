import type { Tenant, User } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/**
 * The invitation of a guest: who invited them, their username and a temporary password (a secret: the
 * outbox keeps it masked). At the first sign-in they choose a password and accept the terms.
 */
export function invitationMail(
  tenant: Tenant,
  guest: Pick<User, 'email' | 'firstName'>,
  invitedBy: Pick<User, 'firstName' | 'lastName'>,
  temporaryPassword: string,
  signInUrl: string,
): MailMessage {
  const inviter = `${invitedBy.firstName} ${invitedBy.lastName}`;
  const es = [
    `Hola ${guest.firstName}:`,
    `${inviter} le invitó a su cuenta de ${tenant.name}.`,
    `Usuario: ${guest.email}`,
    `Contraseña temporal: ${temporaryPassword}`,
    `Inicie sesión en ${signInUrl}: se le pedirá una contraseña nueva y que acepte los términos.`,
  ];
  const en = [
    `Hello ${guest.firstName},`,
    `${inviter} invited you to their ${tenant.name} account.`,
    `Username: ${guest.email}`,
    `Temporary password: ${temporaryPassword}`,
    `Sign in at ${signInUrl}: you will be asked for a new password and to accept the terms.`,
  ];
  const paragraphs = (lines: string[], lang: string) =>
    `<div lang="${lang}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  return {
    kind: 'guest-invitation',
    tenantId: tenant.id,
    to: guest.email,
    subject: `${tenant.name}: invitación / invitation`,
    text: `${es.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `${paragraphs(es, 'es')}<hr>${paragraphs(en, 'en')}`,
    secrets: [temporaryPassword],
  };
}
