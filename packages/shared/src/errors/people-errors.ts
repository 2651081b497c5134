import type { ErrorEntry } from './error-entry.ts';

/** Profile, guests, contact messages and the administration's user errors. */
export const peopleErrors = {
  'user.invalid-time-zone': {
    status: 400,
    es: 'Elija una zona horaria de la lista',
    en: 'Choose a time zone from the list',
  },
  'user.invitation-accepted': {
    status: 409,
    es: 'El invitado ya inició sesión: no hay invitación que reenviar',
    en: 'The guest has already signed in: there is no invitation to resend',
  },
  'contact.empty-name': { status: 400, es: 'Escriba su nombre', en: 'Enter your name' },
  'contact.empty-subject': { status: 400, es: 'Escriba el asunto', en: 'Enter the subject' },
  'contact.empty-message': { status: 400, es: 'Escriba su mensaje', en: 'Enter your message' },
  'contact.not-found': { status: 404, es: 'Mensaje no encontrado', en: 'Message not found' },
} satisfies Record<string, ErrorEntry>;
