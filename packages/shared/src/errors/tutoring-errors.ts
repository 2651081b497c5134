import type { ErrorEntry } from './error-entry.ts';

/** Tutoring: booking, availability and its administration. */
export const tutoringErrors = {
  'tutoring.disabled': {
    status: 403,
    es: 'La tutoría no está disponible en esta escuela',
    en: 'Tutoring is not available at this school',
  },
  'tutoring.tutor-not-found': { status: 404, es: 'Tutor no encontrado', en: 'Tutor not found' },
  'tutoring.session-not-found': { status: 404, es: 'Sesión no encontrada', en: 'Session not found' },
  'tutoring.length-not-offered': {
    status: 400,
    es: 'El tutor no ofrece sesiones de esa duración',
    en: 'The tutor does not offer sessions of that length',
  },
  'tutoring.in-the-past': {
    status: 400,
    es: 'No se puede reservar una hora que ya pasó',
    en: 'A time that has already passed cannot be booked',
  },
  'tutoring.inside-notice': {
    status: 400,
    es: 'El tutor pide al menos {{hours}} h de antelación',
    en: 'The tutor asks for at least {{hours}} h notice',
  },
  'tutoring.beyond-horizon': {
    status: 400,
    es: 'Solo se puede reservar hasta {{days}} días por adelantado',
    en: 'Sessions can only be booked up to {{days}} days ahead',
  },
  'tutoring.outside-availability': {
    status: 400,
    es: 'El tutor no está disponible a esa hora',
    en: 'The tutor is not available at that time',
  },
  'tutoring.slot-taken': {
    status: 409,
    es: 'Esa hora acaba de reservarse: elija otra',
    en: 'That time has just been booked: choose another',
  },
  'tutoring.student-busy': {
    status: 409,
    es: 'Ya tiene otra sesión a esa hora',
    en: 'You already have another session at that time',
  },
  'tutoring.cutoff-passed': {
    status: 409,
    es: 'Solo se puede cancelar o cambiar hasta {{hours}} h antes de la sesión',
    en: 'A session can only be cancelled or moved up to {{hours}} h before it starts',
  },
  'tutoring.not-changeable': {
    status: 409,
    es: 'Esta sesión ya no se puede cambiar',
    en: 'This session can no longer be changed',
  },
  'tutoring.guest-paid-not-allowed': {
    status: 403,
    es: 'Esta escuela no permite que los invitados reserven tutorías de pago con la cuenta del titular',
    en: "This school does not let guests book paid tutoring on the account holder's account",
  },
  'tutoring.own-session': {
    status: 400,
    es: 'No puede reservar una sesión consigo mismo',
    en: 'You cannot book a session with yourself',
  },
  'tutoring.invalid-time': { status: 400, es: 'Escriba la hora como HH:MM', en: 'Enter the time as HH:MM' },
  'tutoring.invalid-window': {
    status: 400,
    es: 'La hora de fin debe ser posterior a la de inicio',
    en: 'The end time must be after the start time',
  },
  'tutoring.no-lengths': {
    status: 400,
    es: 'Ofrezca al menos una duración',
    en: 'Offer at least one length',
  },
  'tutoring.not-started': {
    status: 409,
    es: 'La asistencia se marca cuando la sesión ya empezó',
    en: 'Attendance is marked once the session has started',
  },
  'tutoring.recording-not-found': { status: 404, es: 'Grabación no encontrada', en: 'Recording not found' },
  'tutoring.recording-no-tutor': {
    status: 403,
    es: 'Solo puede enviar grabaciones a un tutor con quien tenga una sesión',
    en: 'You can only send recordings to a tutor you have a session with',
  },
  'tutoring.recording-missing-file': { status: 400, es: 'Adjunte la grabación', en: 'Attach the recording' },
  'tutoring.recording-empty': { status: 400, es: 'La grabación está vacía', en: 'The recording is empty' },
  'tutoring.recording-too-large': {
    status: 413,
    es: 'La grabación supera el tamaño máximo de {{limit}}',
    en: 'The recording is larger than the maximum of {{limit}}',
  },
  'tutoring.recording-too-long': {
    status: 400,
    es: 'La grabación dura más de 20 segundos',
    en: 'The recording is longer than 20 seconds',
  },
  'tutoring.recording-unsupported-type': {
    status: 415,
    es: 'La grabación debe ser audio WebM, OGG o MP4',
    en: 'The recording must be WebM, OGG or MP4 audio',
  },
  'tutoring.recording-rate-limited': {
    status: 429,
    es: 'Ha enviado muchas grabaciones en la última hora. Vuelva a intentarlo más tarde.',
    en: 'You have sent many recordings in the last hour. Try again later.',
  },
} satisfies Record<string, ErrorEntry>;
