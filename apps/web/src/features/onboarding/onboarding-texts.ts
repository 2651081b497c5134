import { i18n } from '../../lib/i18n';

/** The onboarding's texts (namespace `onboarding`), in its own chunk (decision 0003). */
const es = {
  title: 'Bienvenido a Puente',
  subtitle: 'Una prueba corta para saber por dónde empezar, y su meta de cada día.',
  skip: 'Omitir',
  'steps.label': 'Pasos',
  'steps.placement': 'Prueba de nivel',
  'steps.goal': 'Meta diaria',
  'placement.title': 'Prueba de nivel',
  'placement.intro':
    'Elija la opción correcta. Si acierta, la siguiente pregunta será más difícil; si falla, más fácil.',
  'placement.progress': 'Pregunta {{number}} de {{total}}',
  'placement.choose': 'Elija la opción que completa la frase',
  'placement.hint': 'Pista: {{hint}}',
  'placement.next': 'Siguiente',
  'result.title': 'Su nivel: {{level}}',
  'result.course': 'Le recomendamos empezar por «{{lesson}}» del curso «{{course}}».',
  'result.none': 'Su escuela aún no tiene cursos publicados: le llevaremos al inicio.',
  'goal.title': 'Elija su meta diaria',
  'goal.text':
    'Cada día que llegue a su meta suma a su racha. Una vez por semana, un día sin estudiar no la rompe.',
  'goal.minutes': '{{count}} minutos al día',
  'goal.5': 'Suave',
  'goal.10': 'Normal',
  'goal.15': 'Seria',
  'goal.20': 'Intensa',
  'goal.start': 'Empezar la lección',
  'goal.home': 'Ir al inicio',
  'off.title': 'Recordatorios de estudio',
  'off.working': 'Desactivando los recordatorios…',
  'off.done': 'Listo: ya no recibirá recordatorios de estudio. Puede volver a activarlos en su perfil.',
  'off.missing': 'El enlace no está completo. Ábralo de nuevo desde el correo.',
  'off.home': 'Ir al inicio',
};

const en: typeof es = {
  title: 'Welcome to Puente',
  subtitle: 'A short test to know where to start, and your goal for each day.',
  skip: 'Skip',
  'steps.label': 'Steps',
  'steps.placement': 'Placement test',
  'steps.goal': 'Daily goal',
  'placement.title': 'Placement test',
  'placement.intro':
    'Choose the right option. A right answer makes the next question harder; a wrong one, easier.',
  'placement.progress': 'Question {{number}} of {{total}}',
  'placement.choose': 'Choose the option that completes the sentence',
  'placement.hint': 'Hint: {{hint}}',
  'placement.next': 'Next',
  'result.title': 'Your level: {{level}}',
  'result.course': 'We recommend you start with “{{lesson}}” in the course “{{course}}”.',
  'result.none': 'Your school has no published courses yet: we will take you home.',
  'goal.title': 'Choose your daily goal',
  'goal.text':
    'Each day you reach your goal adds to your streak. Once a week, a day without study does not break it.',
  'goal.minutes': '{{count}} minutes a day',
  'goal.5': 'Easy',
  'goal.10': 'Regular',
  'goal.15': 'Serious',
  'goal.20': 'Intense',
  'goal.start': 'Start the lesson',
  'goal.home': 'Go home',
  'off.title': 'Study reminders',
  'off.working': 'Turning the reminders off…',
  'off.done': 'Done: you will not get study reminders any more. You can turn them on again in your profile.',
  'off.missing': 'The link is not complete. Open it again from the e-mail.',
  'off.home': 'Go home',
};

export function registerOnboardingTexts() {
  for (const [lng, texts] of [
    ['es', es],
    ['en', en],
  ] as const) {
    if (!i18n.hasResourceBundle(lng, 'onboarding')) i18n.addResourceBundle(lng, 'onboarding', texts);
  }
}
