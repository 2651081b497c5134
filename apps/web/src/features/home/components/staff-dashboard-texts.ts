import { i18n } from '../../../lib/i18n';

/** The staff dashboard's texts (namespace `home-staff`), in its own chunk: the first screen carries none. */
const es = {
  title: 'Su escuela esta semana',
  'active.title': 'Estudiantes activos',
  'active.lastWeek': 'La semana pasada: {{count}}',
  'lessons.title': 'Lecciones completadas',
  'lessons.hint': 'Esta semana',
  'overdue.title': 'Cuentas vencidas',
  'overdue.amount': 'Adeudado: {{amount}}',
  'payments.title': 'Pagos de hoy',
  'payments.amount': 'Recibido: {{amount}}',
  open: 'Abrir el informe',
  'tutoring.title': 'Tutorías de hoy',
  'tutoring.hint': 'Sesiones reservadas para hoy',
  'tutoring.open': 'Ver las sesiones',
  classFailed: 'No se pudieron leer las cifras de esta clase. Elija otra o todas las clases.',
};

const en: typeof es = {
  title: 'Your school this week',
  'active.title': 'Active students',
  'active.lastWeek': 'Last week: {{count}}',
  'lessons.title': 'Lessons completed',
  'lessons.hint': 'This week',
  'overdue.title': 'Overdue accounts',
  'overdue.amount': 'Owed: {{amount}}',
  'payments.title': 'Payments today',
  'payments.amount': 'Received: {{amount}}',
  open: 'Open the report',
  'tutoring.title': 'Tutoring today',
  'tutoring.hint': 'Sessions booked for today',
  'tutoring.open': 'See the sessions',
  classFailed: "This class's figures could not be read. Choose another class or all classes.",
};

const staffDashboardTexts = { es, en };

export function registerStaffDashboardTexts() {
  for (const [lng, texts] of Object.entries(staffDashboardTexts)) {
    if (!i18n.hasResourceBundle(lng, 'home-staff')) i18n.addResourceBundle(lng, 'home-staff', texts);
  }
}
