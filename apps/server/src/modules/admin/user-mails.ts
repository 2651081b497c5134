import type { Tenant, User } from '../../db/schema/index.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailMessage } from '../../lib/mailer.ts';

function bilingual(
  kind: 'user-welcome' | 'password-reset',
  tenant: Tenant,
  user: Pick<User, 'email'>,
  subject: string,
  es: string[],
  en: string[],
  secret: string,
): MailMessage {
  const paragraphs = (lines: string[], lang: string) =>
    `<div lang="${lang}">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
  return {
    kind,
    tenantId: tenant.id,
    to: user.email,
    subject: `${tenant.name}: ${subject}`,
    text: `${es.join('\n')}\n\n----\n\n${en.join('\n')}\n`,
    html: `${paragraphs(es, 'es')}<hr>${paragraphs(en, 'en')}`,
    secrets: [secret],
  };
}

/**
 * The welcome of a user an administrator created: their username and a temporary password (a secret:
 * the outbox keeps it masked). At the first sign-in they choose a password and accept the terms.
 */
export function welcomeMail(
  tenant: Tenant,
  user: Pick<User, 'email' | 'firstName'>,
  temporaryPassword: string,
  signInUrl: string,
): MailMessage {
  return bilingual(
    'user-welcome',
    tenant,
    user,
    'su usuario / your account',
    [
      `Hola ${user.firstName}:`,
      `La administración de ${tenant.name} le creó un usuario.`,
      `Usuario: ${user.email}`,
      `Contraseña temporal: ${temporaryPassword}`,
      `Inicie sesión en ${signInUrl}: se le pedirá una contraseña nueva y que acepte los términos.`,
    ],
    [
      `Hello ${user.firstName},`,
      `The administration of ${tenant.name} created an account for you.`,
      `Username: ${user.email}`,
      `Temporary password: ${temporaryPassword}`,
      `Sign in at ${signInUrl}: you will be asked for a new password and to accept the terms.`,
    ],
    temporaryPassword,
  );
}

/** A password an administrator reset: a new temporary password, to change at the next sign-in. */
export function passwordResetMail(
  tenant: Tenant,
  user: Pick<User, 'email' | 'firstName'>,
  temporaryPassword: string,
  signInUrl: string,
): MailMessage {
  return bilingual(
    'password-reset',
    tenant,
    user,
    'contraseña restablecida / password reset',
    [
      `Hola ${user.firstName}:`,
      `La administración de ${tenant.name} restableció su contraseña; sus sesiones abiertas se cerraron.`,
      `Usuario: ${user.email}`,
      `Contraseña temporal: ${temporaryPassword}`,
      `Inicie sesión en ${signInUrl}: se le pedirá una contraseña nueva.`,
    ],
    [
      `Hello ${user.firstName},`,
      `The administration of ${tenant.name} reset your password; your open sessions were signed out.`,
      `Username: ${user.email}`,
      `Temporary password: ${temporaryPassword}`,
      `Sign in at ${signInUrl}: you will be asked for a new password.`,
    ],
    temporaryPassword,
  );
}
