import type { ErrorEntry } from './error-entry.ts';

/** Cross-cutting errors: spec section 8 "System" group plus the generic HTTP cases. */
export const systemErrors = {
  'system.invalid-input': { status: 400, es: 'Datos de entrada no válidos', en: 'Invalid input' },
  'system.exception': { status: 500, es: 'Excepción del sistema', en: 'System exception' },
  'system.integration-settings-not-found': {
    status: 500,
    es: 'No se encontró la configuración de integración',
    en: 'Integration settings not found',
  },
  'system.account-not-found': { status: 404, es: 'Cuenta no encontrada', en: 'Account not found' },
  'system.invalid-credentials': { status: 401, es: 'Credenciales no válidas', en: 'Invalid credentials' },
  'system.could-not-refresh-session': {
    status: 401,
    es: 'No se pudo renovar la sesión',
    en: 'Could not refresh session',
  },
  'job.not-found': {
    status: 404,
    es: 'No hay ninguna tarea fallida con ese identificador',
    en: 'No failed job with that id',
  },
  'system.not-found': { status: 404, es: 'Recurso no encontrado', en: 'Resource not found' },
  'system.unauthorized': { status: 401, es: 'Acceso no autorizado', en: 'Unauthorized access' },
  'system.forbidden': { status: 403, es: 'Acceso no autorizado', en: 'Unauthorized access' },
  'system.rate-limited': {
    status: 429,
    es: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
    en: 'Too many attempts. Please wait a moment and try again.',
  },
  'system.tenant-not-found': {
    status: 404,
    es: 'No hay ninguna escuela en esta dirección',
    en: 'There is no school at this address',
  },
  'system.unavailable': {
    status: 503,
    es: 'El servicio no está disponible en este momento',
    en: 'The service is not available right now',
  },
  /** A single-line field (a name, a title) held a line break or another control character. */
  'system.control-characters': {
    status: 400,
    es: 'El texto no puede tener saltos de línea ni caracteres de control',
    en: 'The text cannot contain line breaks or control characters',
  },
  invalid: { status: 400, es: 'Operación no válida', en: 'Invalid operation' },
  duplicate: { status: 409, es: 'El valor ya existe', en: 'The value already exists' },
  /** An edit carried an old `version`: someone else saved the record first. */
  stale: {
    status: 409,
    es: 'Otra persona guardó este registro antes que usted',
    en: 'Someone else saved this record first',
  },
} satisfies Record<string, ErrorEntry>;
