import { i18n } from '../../../lib/i18n';

/** The student's day texts (namespace `home-day`), in the card's own chunk: the first screen carries none. */
const es = {
  title: 'Su día',
  'resume.title': 'Continuar donde lo dejó',
  'resume.action': 'Continuar',
  'resume.none': 'Aún no ha empezado ninguna lección.',
  'resume.browse': 'Ver cursos',
  'goal.title': 'Meta de hoy',
  'goal.value_one': '{{done}} de {{count}} minuto',
  'goal.value_other': '{{done}} de {{count}} minutos',
  'streak.days_one': 'Racha: {{count}} día',
  'streak.days_other': 'Racha: {{count}} días',
  'streak.freeze': 'protección semanal disponible',
  'streak.freezeUsed': 'protección semanal usada',
  'reviews.title': 'Repasos para hoy',
  'reviews.count_one': '{{count}} tarjeta',
  'reviews.count_other': '{{count}} tarjetas',
  'reviews.start': 'Empezar',
  'reviews.none': 'Nada pendiente hoy.',
  'minutes.title': 'Esta semana',
  'minutes.value_one': '{{count}} minuto de estudio',
  'minutes.value_other': '{{count}} minutos de estudio',
  'minutes.progress': 'Ver mi progreso',
  'payment.title': 'Próximo pago',
  'payment.action': 'Pagar',
};

const en: typeof es = {
  title: 'Your day',
  'resume.title': 'Continue where you left off',
  'resume.action': 'Continue',
  'resume.none': 'You have not started a lesson yet.',
  'resume.browse': 'Browse courses',
  'goal.title': "Today's goal",
  'goal.value_one': '{{done}} of {{count}} minute',
  'goal.value_other': '{{done}} of {{count}} minutes',
  'streak.days_one': 'Streak: {{count}} day',
  'streak.days_other': 'Streak: {{count}} days',
  'streak.freeze': 'weekly freeze available',
  'streak.freezeUsed': 'weekly freeze used',
  'reviews.title': 'Reviews due today',
  'reviews.count_one': '{{count}} card',
  'reviews.count_other': '{{count}} cards',
  'reviews.start': 'Start',
  'reviews.none': 'Nothing due today.',
  'minutes.title': 'This week',
  'minutes.value_one': '{{count}} minute studied',
  'minutes.value_other': '{{count}} minutes studied',
  'minutes.progress': 'See my progress',
  'payment.title': 'Next payment',
  'payment.action': 'Pay',
};

const studentDayTexts = { es, en };

export function registerStudentDayTexts() {
  for (const [lng, texts] of Object.entries(studentDayTexts)) {
    if (!i18n.hasResourceBundle(lng, 'home-day')) i18n.addResourceBundle(lng, 'home-day', texts);
  }
}
