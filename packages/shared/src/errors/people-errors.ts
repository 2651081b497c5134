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
  /** Too many mails with a temporary password to one address, or from one account or administrator. */
  'user.mail-rate-limited': {
    status: 429,
    es: 'Se enviaron demasiados correos a esta dirección o desde esta cuenta. Inténtelo de nuevo más tarde.',
    en: 'Too many e-mails were sent to this address or from this account. Please try again later.',
  },
  'contact.empty-name': { status: 400, es: 'Escriba su nombre', en: 'Enter your name' },
  'contact.empty-subject': { status: 400, es: 'Escriba el asunto', en: 'Enter the subject' },
  'contact.empty-message': { status: 400, es: 'Escriba su mensaje', en: 'Enter your message' },
  'contact.not-found': { status: 404, es: 'Mensaje no encontrado', en: 'Message not found' },
  'user.last-administrator': {
    status: 409,
    es: 'La escuela se quedaría sin administrador activo: nombre antes a otro administrador',
    en: 'The school would be left without an active administrator: appoint another administrator first',
  },
  'user.bulk-target': {
    status: 400,
    es: 'Elija los usuarios o «todos los que coinciden», no ambos',
    en: 'Choose the users or “all matching”, not both',
  },
  'user.bulk-too-many': {
    status: 400,
    es: 'Demasiados usuarios para una sola acción: filtre la lista primero',
    en: 'Too many users for one action: filter the list first',
  },
  'user.role-change-not-allowed': {
    status: 409,
    es: 'Un alumno no puede pasar a ser personal ni al revés: cree un usuario nuevo',
    en: 'A student cannot become staff nor the other way round: create a new user',
  },
  'user.master-students-only': {
    status: 400,
    es: 'Solo un alumno puede ser usuario maestro',
    en: 'Only a student can be a master user',
  },
  'user.impersonate-administrator': {
    status: 403,
    es: 'No se puede ver como otro administrador: solo como profesores y alumnos',
    en: 'You cannot view as another administrator: only as professors and students',
  },
  'user.already-deleted': {
    status: 409,
    es: 'El usuario está eliminado: recupérelo primero',
    en: 'The user is deleted: recover them first',
  },
  'class.empty-name': { status: 400, es: 'Escriba el nombre de la clase', en: "Enter the class's name" },
  'class.no-teacher': {
    status: 400,
    es: 'Elija al menos un profesor para la clase',
    en: 'Choose at least one teacher for the class',
  },
  'class.name-taken': {
    status: 409,
    es: 'Ya hay una clase con ese nombre',
    en: 'There is already a class with that name',
  },
  'class.not-found': { status: 404, es: 'Clase no encontrada', en: 'Class not found' },
  'class.invalid-teacher': {
    status: 400,
    es: 'Los profesores de una clase son profesores o administradores activos de la escuela',
    en: "A class's teachers are active professors or administrators of the school",
  },
  'class.invalid-student': {
    status: 400,
    es: 'Los alumnos de una clase son alumnos de la escuela',
    en: "A class's students are students of the school",
  },
  'class.invalid-course': {
    status: 400,
    es: 'Los cursos de una clase son cursos de la escuela',
    en: "A class's courses are courses of the school",
  },
} satisfies Record<string, ErrorEntry>;
