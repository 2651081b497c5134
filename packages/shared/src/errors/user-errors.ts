import type { ErrorEntry } from './error-entry.ts';

/** Sign-in and user errors (spec section 8 "User" group and the login codes). */
export const userErrors = {
  // Sign-in with the school's accounts (OpenID Connect, decision 0147): each ends on the login page.
  'auth.oidc-not-configured': {
    status: 404,
    es: 'Esta escuela no tiene inicio de sesión con cuentas propias',
    en: 'This school has no sign-in with its own accounts',
  },
  'auth.oidc-state': {
    status: 401,
    es: 'El inicio de sesión caducó o no se inició en este navegador. Inténtelo de nuevo.',
    en: 'The sign-in expired or was not started in this browser. Please try again.',
  },
  'auth.oidc-provider': {
    status: 401,
    es: 'El proveedor de la cuenta no confirmó el inicio de sesión. Inténtelo de nuevo.',
    en: 'The account provider did not confirm the sign-in. Please try again.',
  },
  'auth.oidc-email-unverified': {
    status: 401,
    es: 'El proveedor no ha verificado su correo electrónico',
    en: 'The provider has not verified your e-mail address',
  },
  'auth.oidc-domain': {
    status: 401,
    es: 'Su correo electrónico no pertenece a los dominios de esta escuela',
    en: "Your e-mail address is not of this school's domains",
  },
  'auth.oidc-no-account': {
    status: 401,
    es: 'No hay ningún usuario de esta escuela con ese correo electrónico',
    en: 'No user of this school has that e-mail address',
  },
  'errors.login.credentials': {
    status: 401,
    es: 'Usuario o contraseña incorrectos',
    en: 'Incorrect username or password',
  },
  'errors.username.invalid': {
    status: 401,
    es: 'El usuario debe ser un correo electrónico válido',
    en: 'The username must be a valid e-mail address',
  },
  'user.not-found': { status: 404, es: 'Usuario no encontrado', en: 'User not found' },
  'user.invalid-username': { status: 400, es: 'Nombre de usuario no válido', en: 'Invalid username' },
  'user.guest-slots-taken': {
    status: 409,
    es: 'El usuario no puede crear más invitados',
    en: 'User Cannot Create more Guests',
  },
  'user.username-in-use': {
    status: 409,
    es: 'El nombre de usuario ya está en uso',
    en: 'Username already in use',
  },
  'user.must-accept-terms': {
    status: 400,
    es: 'Debe aceptar los términos y condiciones',
    en: 'You must accept the terms and conditions',
  },
  'user.invalid-password': { status: 400, es: 'Contraseña no válida', en: 'Invalid password' },
  /** Too many wrong current passwords (counted with the user's failed logins): the session ended. */
  'user.password-attempts-exceeded': {
    status: 401,
    es: 'Demasiados intentos con una contraseña incorrecta. Por seguridad, se cerró la sesión; vuelva a iniciarla.',
    en: 'Too many attempts with a wrong password. For your security you were signed out; please sign in again.',
  },
  'user.current-password-required': {
    status: 400,
    es: 'Escriba su contraseña actual para cambiarla',
    en: 'Enter your current password to change it',
  },
  'user.same-password': {
    status: 400,
    es: 'La contraseña nueva debe ser distinta de la actual',
    en: 'The new password must differ from the current one',
  },
  'password-requirements': {
    status: 400,
    es: 'La contraseña debe tener al menos 8 caracteres y un dígito',
    en: 'The password must have at least 8 characters and a digit',
  },
  'confirmation-not-match': {
    status: 400,
    es: 'Las contraseñas no coinciden',
    en: 'Passwords do not match',
  },
  'user.one-time-password-invalid': {
    status: 401,
    es: 'La contraseña de un solo uso no es válida o ha caducado',
    en: 'The one-time password is invalid or has expired',
  },
  'user.empty-username': { status: 400, es: 'El nombre de usuario está vacío', en: 'Empty username' },
  'user.empty-first-name': { status: 400, es: 'El nombre está vacío', en: 'Empty first name' },
  'user.empty-last-name': { status: 400, es: 'El apellido está vacío', en: 'Empty last name' },
  'user.empty-user-id': { status: 400, es: 'El identificador de usuario está vacío', en: 'Empty user id' },
  'user.no-group': { status: 400, es: 'El usuario no tiene grupo', en: 'User has no Group' },
} satisfies Record<string, ErrorEntry>;
