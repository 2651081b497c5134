import type { ErrorEntry } from './error-entry.ts';

/** Payment and carousel groups of spec section 8. */
export const paymentErrors = {
  'payment.incorrect-amount': { status: 400, es: 'Monto incorrecto', en: 'Incorrect amount' },
  'payment.intent-not-registered': {
    status: 409,
    es: 'La intención de pago no está registrada',
    en: 'Intent not registered',
  },
  'payment.original-order-not-found': {
    status: 404,
    es: 'No se encontró la orden original',
    en: 'Original order not found',
  },
  'payment.original-order-not-pending': {
    status: 409,
    es: 'La orden original no está pendiente',
    en: 'Original order is not pending',
  },
  'payment.disabled': {
    status: 403,
    es: 'Los pagos no están habilitados',
    en: 'Payments are not enabled',
  },
  'payment.required': {
    status: 403,
    es: 'Debe registrar un pago para continuar',
    en: 'You must make a payment to continue',
  },
  'payment.provider-error': {
    status: 402,
    es: 'El proveedor de pagos rechazó la operación',
    en: 'The payment provider refused the operation',
  },
  'payment.customer-not-found': {
    status: 404,
    es: 'Cliente de pago no encontrado',
    en: 'Payment customer not found',
  },
  'payment.method-not-found': {
    status: 404,
    es: 'Método de pago no encontrado',
    en: 'Payment method not found',
  },
  'payment.provider-unavailable': {
    status: 503,
    es: 'El proveedor de pagos no responde. Vuelva a intentarlo; no se cobrará dos veces.',
    en: 'The payment provider is not answering. Try again; you will not be charged twice.',
  },
  'payment.holder-only': {
    status: 403,
    es: 'Solo el titular de la cuenta puede usar sus tarjetas guardadas y el pago automático',
    en: "Only the account holder may use the account's stored cards and auto-payment",
  },
  'payment.impersonation-forbidden': {
    status: 403,
    es: 'No se pueden hacer pagos ni cambiar tarjetas mientras se actúa como otro usuario',
    en: 'Payments and card changes are not allowed while acting as another user',
  },
  'payment.card-details-refused': {
    status: 400,
    es: 'Los datos de la tarjeta no se envían a este servidor: use el formulario de tarjeta del proveedor de pagos',
    en: "Card details are not sent to this server: use the payment provider's card form",
  },
  'payment.webhook-signature-invalid': {
    status: 400,
    es: 'La firma del aviso del proveedor de pagos falta, no es válida o es demasiado antigua',
    en: "The payment provider's notification signature is missing, not valid or too old",
  },
  'payment.webhooks-not-configured': {
    status: 404,
    es: 'Este servidor no recibe avisos del proveedor de pagos',
    en: 'This server does not take notifications from the payment provider',
  },
  'payment.setup-not-confirmed': {
    status: 409,
    es: 'La tarjeta no se guardó: su autenticación no se completó',
    en: 'The card was not saved: its authentication was not completed',
  },
  'payment.setup-not-used': {
    status: 409,
    es: 'Con este proveedor de pagos la tarjeta se envía en la llamada de adicionar tarjeta',
    en: 'With this payment provider the card is sent in the add-card call',
  },
  'payment.challenge-not-found': {
    status: 404,
    es: 'No hay ninguna autenticación pendiente para este pago',
    en: 'There is no authentication waiting for this payment',
  },
  'payment.idempotency-key-reused': {
    status: 409,
    es: 'La clave de idempotencia ya se usó con otros datos',
    en: 'The idempotency key was already used with other data',
  },
} satisfies Record<string, ErrorEntry>;

export const carouselErrors = {
  'carousel.setup-not-found': { status: 404, es: 'Configuración no encontrada', en: 'Setup not found' },
  'carousel.all-slots-taken': { status: 409, es: 'Todos los espacios ocupados', en: 'All slots taken' },
  'carousel.empty-carousel-id': { status: 400, es: 'Identificador vacío', en: 'Empty carousel id' },
  'carousel.empty-resource-id': { status: 400, es: 'Recurso vacío', en: 'Empty resource id' },
  'carousel.empty-resource-type': { status: 400, es: 'Tipo de recurso vacío', en: 'Empty resource type' },
  'carousel.empty-resource-url': { status: 400, es: 'URL del recurso vacía', en: 'Empty resource url' },
} satisfies Record<string, ErrorEntry>;
