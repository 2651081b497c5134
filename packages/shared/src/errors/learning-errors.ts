import type { ErrorEntry } from './error-entry.ts';

/** Chapter, Course, Exam, User exams and Exercise groups of spec section 8. */
export const learningErrors = {
  'chapter.not-found': { status: 404, es: 'Lección no encontrada', en: 'Chapter not found' },
  'chapter.empty-view-mode': { status: 400, es: 'El modo de vista está vacío', en: 'Empty view mode' },
  'chapter.empty-stream-origin': {
    status: 400,
    es: 'El origen del contenido está vacío',
    en: 'Empty stream origin',
  },
  'chapter.empty-name': { status: 400, es: 'El nombre de la lección está vacío', en: 'Empty name' },
  'chapter.empty-course-id': {
    status: 400,
    es: 'El identificador del curso está vacío',
    en: 'Empty course id',
  },
  'chapter.exercises-not-passed': {
    status: 409,
    es: 'Supere los ejercicios de la lección para completarla: necesita un {{passPercent}} % y lleva un {{score}} %',
    en: "Pass the lesson's exercises to complete it: it needs {{passPercent}}% and your score is {{score}}%",
  },
  'chapter.mp3-not-found': {
    status: 404,
    es: 'No se encontraron audiolibros MP3',
    en: 'MP3 audio books not found',
  },
  'onboarding.finished': {
    status: 409,
    es: 'Ya ha hecho la prueba de nivel',
    en: 'You have already taken the placement test',
  },
  'placement.unknown-question': {
    status: 400,
    es: 'La respuesta no corresponde a la pregunta de la prueba de nivel',
    en: 'The answer does not match the placement test question',
  },
  'reminder.invalid-link': {
    status: 404,
    es: 'El enlace para dejar de recibir recordatorios no es válido',
    en: 'The link to stop the reminders is not valid',
  },
  'course.not-found': { status: 404, es: 'Curso no encontrado', en: 'Course not found' },
  'course.not-teacher': {
    status: 403,
    es: 'Usted no enseña este curso: solo su propietario, sus co-docentes y los administradores pueden modificarlo',
    en: 'You do not teach this course: only its owner, its co-teachers and administrators may change it',
  },
  'course.teachers-not-allowed': {
    status: 403,
    es: 'Solo un administrador o el propietario del curso pueden elegir sus co-docentes',
    en: "Only an administrator or the course's owner may choose its co-teachers",
  },
  'course.teacher-not-professor': {
    status: 400,
    es: 'Los co-docentes deben ser profesores de esta escuela',
    en: 'Co-teachers must be professors of this school',
  },
  'course.empty-id': { status: 400, es: 'El identificador del curso está vacío', en: 'Empty id' },
  'course.empty-name': { status: 400, es: 'El nombre del curso está vacío', en: 'Empty name' },
  'course.empty-locale': { status: 400, es: 'El idioma del curso está vacío', en: 'Empty locale' },
  'course.zero-presentation-order': {
    status: 400,
    es: 'El orden de presentación no puede ser cero',
    en: 'Presentation order cannot be zero',
  },
  'course.chapter-already-assigned': {
    status: 409,
    es: 'La lección ya está asignada',
    en: 'Chapter already assigned',
  },
  'course.chapter-not-assigned': {
    status: 409,
    es: 'La lección no está asignada',
    en: 'Chapter not assigned',
  },
  'exam.not-found': { status: 404, es: 'Examen no encontrado', en: 'Exam not found' },
  'exam.empty-name': { status: 400, es: 'El nombre del examen está vacío', en: 'Empty name' },
  'exam.no-questions': {
    status: 400,
    es: 'El examen necesita al menos un ejercicio',
    en: 'The exam needs at least one exercise',
  },
  'exam.already-partially-completed': {
    status: 409,
    es: 'El examen ya está parcialmente completado',
    en: 'Exam already partially completed',
  },
  'exam.user-already-owns-it': {
    status: 409,
    es: 'El usuario ya tiene este examen',
    en: 'User already owns it',
  },
  'user-exams.not-all-completed': {
    status: 409,
    es: 'No se han completado todos los exámenes',
    en: 'Not all exams completed',
  },
  'user-exams.certificate-generation-error': {
    status: 500,
    es: 'Error al generar el certificado',
    en: 'Certificate generation error',
  },
  'exercise.not-found': { status: 404, es: 'Ejercicio no encontrado', en: 'Exercise not found' },
  'exercise.provide-all-answers': {
    status: 400,
    es: 'Por favor, responda todas las preguntas',
    en: 'Please provide all the answers',
  },
  'exercise.one-correct-answer-required': {
    status: 400,
    es: 'Se requiere al menos una respuesta correcta',
    en: 'At least one correct answer is required',
  },
  'exercise.single-correct-answer-required': {
    status: 400,
    es: 'Una pregunta de opción única debe tener exactamente una respuesta correcta',
    en: 'A single-choice question must have exactly one correct answer',
  },
  'exercise.blank-count-mismatch': {
    status: 400,
    es: 'El número de espacios no coincide con las respuestas',
    en: 'The number of blanks does not match the answers',
  },
  'exercise.duplicate-option': {
    status: 400,
    es: 'Hay opciones repetidas',
    en: 'There are repeated options',
  },
  'exam.attempt-not-found': {
    status: 404,
    es: 'Intento de examen no encontrado',
    en: 'Exam attempt not found',
  },
  'exam.no-open-attempt': {
    status: 404,
    es: 'No hay un intento de este examen en curso',
    en: 'There is no attempt of this exam in progress',
  },
  'exam.question-not-found': {
    status: 404,
    es: 'Pregunta no encontrada en este examen',
    en: 'Question not found in this exam',
  },
  'exam.time-expired': {
    status: 409,
    es: 'Se acabó el tiempo del examen; se entregó con las respuestas guardadas',
    en: 'The exam time is over; it was submitted with the saved answers',
  },
  'exam.retake-cooldown': {
    status: 409,
    es: 'Todavía no puede repetir este examen: tras un intento no aprobado hay que esperar',
    en: 'You cannot retake this exam yet: a failed attempt has a waiting time',
  },
  'exam.attempt-limit-reached': {
    status: 409,
    es: 'Ya hizo todos los intentos permitidos de este examen',
    en: 'You have used all the attempts allowed for this exam',
  },
  'exam.attempt-not-submitted': {
    status: 409,
    es: 'Este intento aún no se ha entregado',
    en: 'This attempt has not been submitted yet',
  },
  'exam.draw-exceeds-pool': {
    status: 400,
    es: 'No se pueden sacar más preguntas de las que tiene el examen',
    en: 'An attempt cannot draw more questions than the exam has',
  },
  'exam.attempt-closed': {
    status: 409,
    es: 'Este intento de examen ya fue entregado',
    en: 'This exam attempt was already submitted',
  },
  'review-lesson.not-found': {
    status: 404,
    es: 'Lección de repaso no encontrada',
    en: 'Review lesson not found',
  },
  'review-lesson.empty-name': {
    status: 400,
    es: 'El nombre de la lección de repaso está vacío',
    en: 'Empty name',
  },
  'review-lesson.no-words': {
    status: 400,
    es: 'Elija al menos una palabra del vocabulario',
    en: 'Choose at least one vocabulary word',
  },
  'review-lesson.word-not-found': {
    status: 400,
    es: 'La palabra no está en el vocabulario de las lecciones del curso',
    en: "The word is not in the vocabulary of the course's lessons",
  },
  'certificate.not-found': { status: 404, es: 'Certificado no encontrado', en: 'Certificate not found' },
  'content.duplicate-key': {
    status: 400,
    es: 'La clave está repetida en el paquete de contenido',
    en: 'The key is repeated in the content package',
  },
  'content.too-large': {
    status: 409,
    es: 'El contenido de la escuela supera lo que cabe en un paquete (50 cursos; por curso 100 lecciones y 20 exámenes)',
    en: "The school's content is more than a package holds (50 courses; per course 100 lessons and 20 exams)",
  },
  'content.invalid-key': {
    status: 400,
    es: 'La clave solo admite minúsculas, dígitos y guiones',
    en: 'A key may only hold lower-case letters, digits and hyphens',
  },
  'content.too-many-items': {
    status: 413,
    es: 'El paquete tiene demasiados elementos: se importan hasta {{limit}} a la vez (cursos, lecciones, ejercicios, exámenes y preguntas); divídalo en varios paquetes',
    en: 'The package holds too many items: up to {{limit}} are imported at once (courses, lessons, exercises, exams and questions); split it into several packages',
  },
  'content.import-running': {
    status: 409,
    es: 'Ya se está importando otro paquete de contenido en esta escuela; inténtelo de nuevo cuando termine',
    en: 'Another content package is being imported into this school; try again when it has finished',
  },
  'review.card-not-found': {
    status: 404,
    es: 'Tarjeta de repaso no encontrada',
    en: 'Review card not found',
  },
  'review.card-changed': {
    status: 409,
    es: 'La tarjeta ya se calificó de otra forma en otra pestaña; se muestra su estado actual',
    en: 'The card was already rated differently in another tab; its current state is shown',
  },
  'review.undo-not-last': {
    status: 409,
    es: 'Solo se puede deshacer la última calificación, una vez',
    en: 'Only the last rating can be undone, once',
  },
  'review.retention-range': {
    status: 400,
    es: 'La retención deseada debe estar entre 0,70 y 0,99',
    en: 'The desired retention must be between 0.70 and 0.99',
  },
  'review.new-cards-range': {
    status: 400,
    es: 'Las tarjetas nuevas por día deben estar entre 0 y 200',
    en: 'New cards per day must be between 0 and 200',
  },
} satisfies Record<string, ErrorEntry>;
