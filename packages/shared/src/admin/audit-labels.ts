import type { SupportedLocale } from '../constants.ts';
import { AUDIT_ACTIONS, AUDIT_KINDS, type TAuditAction, type TAuditKind } from './audit-log-api.ts';

type Label = { es: string; en: string };

/** The content kinds by name, and whether the Spanish noun is feminine (for «creada», «eliminada»). */
const CONTENT: Record<string, { es: string; en: string; feminine: boolean }> = {
  course: { es: 'Curso', en: 'Course', feminine: false },
  chapter: { es: 'Lección', en: 'Lesson', feminine: true },
  exercise: { es: 'Ejercicio', en: 'Exercise', feminine: false },
  exam: { es: 'Examen', en: 'Exam', feminine: false },
  carousel: { es: 'Diapositiva del carrusel', en: 'Carousel slide', feminine: true },
  'review-lesson': { es: 'Lección de repaso', en: 'Review lesson', feminine: true },
  'dictionary-word': { es: 'Palabra del diccionario', en: 'Dictionary word', feminine: true },
  'dictionary-phrase': { es: 'Frase del diccionario', en: 'Dictionary phrase', feminine: true },
  'dictionary-category': { es: 'Categoría del diccionario', en: 'Dictionary category', feminine: true },
  'dictionary-false-friend': { es: 'Falso amigo', en: 'False friend', feminine: false },
};
const VERBS: Record<string, { es: [string, string]; en: string }> = {
  create: { es: ['creado', 'creada'], en: 'created' },
  update: { es: ['editado', 'editada'], en: 'edited' },
  delete: { es: ['eliminado', 'eliminada'], en: 'deleted' },
  recover: { es: ['recuperado', 'recuperada'], en: 'recovered' },
};

const OTHER_ACTIONS: Partial<Record<TAuditAction, Label>> = {
  'user.create': { es: 'Usuario creado', en: 'User created' },
  'user.update': { es: 'Usuario editado', en: 'User edited' },
  'user.reset-password': { es: 'Contraseña restablecida', en: 'Password reset' },
  'user.deactivate': { es: 'Usuario desactivado', en: 'User deactivated' },
  'user.reactivate': { es: 'Usuario reactivado', en: 'User reactivated' },
  'user.delete': { es: 'Usuario eliminado', en: 'User deleted' },
  'user.recover': { es: 'Usuario recuperado', en: 'User recovered' },
  'user.import': { es: 'Usuarios importados de un CSV', en: 'Users imported from a CSV' },
  'tenant.update': { es: 'Ajustes de la escuela cambiados', en: 'School settings changed' },
  'account.plan-create': { es: 'Plan de pagos creado', en: 'Payment plan created' },
  'account.plan-replace': { es: 'Plan de pagos reemplazado', en: 'Payment plan replaced' },
  'account.adjustment': { es: 'Ajuste de saldo', en: 'Balance adjustment' },
  'account.refund': { es: 'Reembolso', en: 'Refund' },
  'tutor.update': { es: 'Tutor modificado', en: 'Tutor changed' },
  'tutoring.attendance': { es: 'Asistencia de tutoría', en: 'Tutoring attendance' },
  'class.create': { es: 'Clase creada', en: 'Class created' },
  'class.update': { es: 'Clase editada', en: 'Class edited' },
  'class.delete': { es: 'Clase eliminada', en: 'Class deleted' },
  'class.add-students': { es: 'Alumnos añadidos a una clase', en: 'Students added to a class' },
  'impersonation.start': { es: 'Inicio de suplantación', en: 'Impersonation started' },
  'impersonation.end': { es: 'Fin de suplantación', en: 'Impersonation ended' },
  'impersonation.write': { es: 'Cambio hecho como otro usuario', en: 'Change made as another user' },
  'content.import': { es: 'Contenido importado', en: 'Content imported' },
  'contact.handled': { es: 'Mensaje de contacto atendido', en: 'Contact message handled' },
};

function actionLabel(action: TAuditAction): Label {
  const fixed = OTHER_ACTIONS[action];
  if (fixed) return fixed;
  const [kind = '', verb = ''] = action.split('.');
  const noun = CONTENT[kind];
  const done = VERBS[verb];
  if (!noun || !done) throw new Error(`No label for the audit action ${action}`);
  return { es: `${noun.es} ${done.es[noun.feminine ? 1 : 0]}`, en: `${noun.en} ${done.en}` };
}

/** Every action of the audit log by name, in both languages (the CSV export; the web's locale files). */
export const AUDIT_ACTION_LABELS = Object.fromEntries(
  AUDIT_ACTIONS.map((action) => [action, actionLabel(action)]),
) as Record<TAuditAction, Label>;

const PLURAL_CONTENT: Record<string, Label> = {
  course: { es: 'Cursos', en: 'Courses' },
  chapter: { es: 'Lecciones', en: 'Lessons' },
  exercise: { es: 'Ejercicios', en: 'Exercises' },
  exam: { es: 'Exámenes', en: 'Exams' },
  carousel: { es: 'Carrusel', en: 'Carousel' },
  'review-lesson': { es: 'Lecciones de repaso', en: 'Review lessons' },
  'dictionary-word': { es: 'Palabras del diccionario', en: 'Dictionary words' },
  'dictionary-phrase': { es: 'Frases del diccionario', en: 'Dictionary phrases' },
  'dictionary-category': { es: 'Categorías del diccionario', en: 'Dictionary categories' },
  'dictionary-false-friend': { es: 'Falsos amigos', en: 'False friends' },
};
const OTHER_KINDS: Record<string, Label> = {
  user: { es: 'Usuarios', en: 'Users' },
  tenant: { es: 'Ajustes de la escuela', en: 'School settings' },
  account: { es: 'Cuentas y pagos', en: 'Accounts and payments' },
  tutor: { es: 'Tutores', en: 'Tutors' },
  tutoring: { es: 'Tutorías', en: 'Tutoring' },
  class: { es: 'Clases', en: 'Classes' },
  impersonation: { es: 'Suplantación', en: 'Impersonation' },
  content: { es: 'Importación de contenido', en: 'Content import' },
  contact: { es: 'Mensajes de contacto', en: 'Contact messages' },
};

/** Every kind of change by name, in both languages. */
export const AUDIT_KIND_LABELS = Object.fromEntries(
  AUDIT_KINDS.map((kind) => {
    const label = PLURAL_CONTENT[kind] ?? OTHER_KINDS[kind];
    if (!label) throw new Error(`No label for the audit kind ${kind}`);
    return [kind, label];
  }),
) as Record<TAuditKind, Label>;

/** The kind of an action (the part before the dot). */
export const auditKindOf = (action: TAuditAction) => action.split('.')[0] as TAuditKind;

/** An action's name in a language. */
export const auditActionLabel = (action: TAuditAction, locale: SupportedLocale) =>
  AUDIT_ACTION_LABELS[action][locale];
