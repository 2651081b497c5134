import type { ErrorEntry } from './error-entry.ts';

/** A users import from a CSV file (decision 0150): the file's errors, then each row's, named by field. */
export const userImportErrors = {
  'user.import-too-large': {
    status: 400,
    es: 'El archivo es demasiado grande: como máximo {{rows}} filas y 1 MB',
    en: 'The file is too large: at most {{rows}} rows and 1 MB',
  },
  'user.import-empty': {
    status: 400,
    es: 'El archivo no tiene filas de usuarios',
    en: 'The file has no user rows',
  },
  'user.import-unreadable': {
    status: 400,
    es: 'El archivo no se puede leer como CSV (revise las comillas de la fila {{row}})',
    en: 'The file cannot be read as CSV (check the quotes of row {{row}})',
  },
  'user.import-missing-columns': {
    status: 400,
    es: 'Faltan columnas en la cabecera: {{columns}}',
    en: 'Columns missing from the header: {{columns}}',
  },
  'user.import-invalid-email': { status: 400, es: 'no es una dirección válida', en: 'not a valid address' },
  'user.import-duplicate-email': {
    status: 400,
    es: 'aparece más de una vez en el archivo',
    en: 'appears more than once in the file',
  },
  'user.import-unknown-role': {
    status: 400,
    es: 'rol desconocido (estudiante, profesor o administrador)',
    en: 'unknown role (student, professor or administrator)',
  },
  'user.import-bad-language': {
    status: 400,
    es: 'idioma no válido (es o en)',
    en: 'not a valid language (es or en)',
  },
  'user.import-unknown-class': {
    status: 400,
    es: 'no hay ninguna clase con ese nombre en la escuela',
    en: 'no class of the school has that name',
  },
  'user.import-class-role': {
    status: 400,
    es: 'un administrador no se apunta a una clase',
    en: 'an administrator does not join a class',
  },
  'user.import-unknown-holder': {
    status: 400,
    es: 'no es titular de ninguna cuenta de la escuela',
    en: 'holds no account of the school',
  },
  'user.import-guest-role': {
    status: 400,
    es: 'un invitado es siempre estudiante',
    en: 'a guest is always a student',
  },
  'user.import-guest-change': {
    status: 400,
    es: 'un usuario existente no cambia de cuenta en una importación',
    en: 'an existing user does not change account in an import',
  },
  'user.import-guest-slots': {
    status: 400,
    es: 'la cuenta del titular no admite más invitados',
    en: "the holder's account takes no more guests",
  },
  'user.import-role-change': {
    status: 400,
    es: 'una importación no cambia el rol de un usuario existente',
    en: "an import does not change an existing user's role",
  },
} satisfies Record<string, ErrorEntry>;
