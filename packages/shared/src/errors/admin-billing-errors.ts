import type { ErrorEntry } from './error-entry.ts';

/** The administration's tenant settings and accounts-and-billing errors. */
export const adminBillingErrors = {
  'tenant.empty-name': { status: 400, es: 'Escriba el nombre de la escuela', en: "Enter the school's name" },
  'tenant.invalid-support-email': {
    status: 400,
    es: 'Escriba un correo de soporte válido',
    en: 'Enter a valid support e-mail',
  },
  'tenant.invalid-support-phone': {
    status: 400,
    es: 'Escriba un teléfono válido (dígitos, espacios, + ( ) - .)',
    en: 'Enter a valid phone number (digits, spaces, + ( ) - .)',
  },
  'tenant.invalid-time-zone': {
    status: 400,
    es: 'Elija una zona horaria válida (por ejemplo America/Bogota)',
    en: 'Choose a valid time zone (for example America/Bogota)',
  },
  'tenant.guest-limit-range': {
    status: 400,
    es: 'El límite de invitados debe estar entre 0 y 50',
    en: 'The guest limit must be between 0 and 50',
  },
  'tenant.late-fee-range': {
    status: 400,
    es: 'El recargo por mora debe estar entre 0 y 1.000,00',
    en: 'The late fee must be between 0 and 1,000.00',
  },
  'tenant.tutoring-cutoff-range': {
    status: 400,
    es: 'Las horas antes de la sesión deben estar entre 0 y 168',
    en: 'The hours before the session must be between 0 and 168',
  },
  'tenant.tutoring-price-range': {
    status: 400,
    es: 'El precio de la sesión debe estar entre 0 y 1000',
    en: 'The session price must be between 0 and 1000',
  },
  'tenant.invalid-meeting-url': {
    status: 400,
    es: 'Escriba una dirección https:// (con {id} para la sesión)',
    en: 'Enter an https:// address (with {id} for the session)',
  },
  'tenant.grace-days-range': {
    status: 400,
    es: 'Los días de gracia deben estar entre 0 y 60',
    en: 'The grace days must be between 0 and 60',
  },
  'tenant.public-key-required': {
    status: 400,
    es: 'Escriba la clave pública del proveedor de pagos',
    en: "Enter the payment provider's public key",
  },
  'tenant.public-key-mode': {
    status: 400,
    es: 'La clave pública de este modo empieza por {{prefix}}',
    en: "This mode's public key starts with {{prefix}}",
  },
  'tenant.secret-key-mode': {
    status: 400,
    es: 'La clave secreta de este modo empieza por {{prefix}}',
    en: "This mode's secret key starts with {{prefix}}",
  },
  'tenant.secret-key-required': {
    status: 400,
    es: 'Este modo necesita la clave secreta del proveedor de pagos',
    en: "This mode needs the payment provider's secret key",
  },
  'audit.range': {
    status: 400,
    es: 'La fecha «Hasta» debe ser posterior a la fecha «Desde»',
    en: 'The "To" date must be after the "From" date',
  },
  'tenant.oidc-invalid-issuer': {
    status: 400,
    es: 'Escriba la dirección https:// del emisor (issuer) del proveedor',
    en: "Enter the provider's https:// issuer address",
  },
  'tenant.oidc-client-id-required': {
    status: 400,
    es: 'Escriba el identificador de cliente (client id)',
    en: 'Enter the client id',
  },
  'tenant.oidc-secret-required': {
    status: 400,
    es: 'Escriba el secreto de cliente (client secret)',
    en: 'Enter the client secret',
  },
  'tenant.oidc-name-required': {
    status: 400,
    es: 'Escriba el nombre que mostrará el botón de inicio de sesión',
    en: 'Enter the name the sign-in button shows',
  },
  'tenant.oidc-domains-required': {
    status: 400,
    es: 'Escriba al menos un dominio de correo',
    en: 'Enter at least one e-mail domain',
  },
  'tenant.oidc-invalid-domain': {
    status: 400,
    es: 'Escriba dominios de correo válidos (por ejemplo escuela.edu)',
    en: 'Enter valid e-mail domains (for example school.edu)',
  },
  'billing.account-not-found': { status: 404, es: 'Cuenta no encontrada', en: 'Account not found' },
  'plan.installment-range': {
    status: 400,
    es: 'La cuota debe estar entre 0,01 y 100.000,00',
    en: 'The installment must be between 0.01 and 100,000.00',
  },
  'plan.installments-range': {
    status: 400,
    es: 'El número de cuotas debe estar entre 1 y 120',
    en: 'The number of installments must be between 1 and 120',
  },
  'plan.due-day-range': {
    status: 400,
    es: 'El día de pago debe estar entre 1 y 31',
    en: 'The due day must be between 1 and 31',
  },
  'plan.invalid-start-month': {
    status: 400,
    es: 'Elija el mes de la primera cuota',
    en: 'Choose the month of the first installment',
  },
  'billing.reason-required': {
    status: 400,
    es: 'Escriba el motivo: queda en el historial de la cuenta',
    en: "Enter the reason: it stays in the account's history",
  },
  'billing.amount-range': {
    status: 400,
    es: 'El monto debe estar entre 0,01 y 100.000,00',
    en: 'The amount must be between 0.01 and 100,000.00',
  },
  'billing.zero-amount': { status: 400, es: 'El monto no puede ser cero', en: 'The amount cannot be zero' },
  'billing.request-key-reused': {
    status: 409,
    es: 'Este envío ya se registró con otros datos: abra el formulario de nuevo',
    en: 'This submission was already recorded with other data: open the form again',
  },
  'refund.payment-not-found': {
    status: 404,
    es: 'Pago no encontrado en esta cuenta',
    en: 'Payment not found in this account',
  },
  'refund.payment-not-succeeded': {
    status: 409,
    es: 'Solo se puede reembolsar un pago realizado',
    en: 'Only a successful payment can be refunded',
  },
  'refund.exceeds-paid': {
    status: 409,
    es: 'El reembolso supera lo que queda por reembolsar de este pago',
    en: 'The refund is more than what is left to refund of this payment',
  },
  'refund.declined': {
    status: 409,
    es: 'El proveedor de pagos rechazó el reembolso ({{message}})',
    en: 'The payment provider refused the refund ({{message}})',
  },
} satisfies Record<string, ErrorEntry>;
