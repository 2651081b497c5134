/**
 * The terms and conditions, shown in full in Spanish and in English under the step's one title; each
 * version is headed by its language.
 */
export const termsText = {
  es: {
    language: 'Español',
    paragraphs: [
      'Bienvenido a Puente. Al usar esta plataforma de aprendizaje de inglés usted acepta estos términos y condiciones.',
      'Menores de edad: los usuarios menores de 18 años necesitan el consentimiento y la supervisión de un adulto (su padre, madre o tutor legal), que acepta estos términos en su nombre y se responsabiliza del uso de la cuenta.',
      'Datos verdaderos: está prohibido registrarse o participar con nombres falsos o correos electrónicos falsos o de otra persona. Usted es responsable de mantener su contraseña en secreto.',
      'Conducta: están prohibidos los comentarios ilegales o difamatorios, así como los ofensivos, discriminatorios o que infrinjan derechos de terceros. Podemos retirar ese contenido y suspender la cuenta que lo publique.',
      'Contenido: los cursos, lecciones, ejercicios y exámenes son para su uso personal y no pueden copiarse ni distribuirse sin autorización.',
      'Pagos: las cuotas mensuales se cobran según el plan de su cuenta. Los pagos vencidos pueden generar recargos y limitar el acceso hasta que se regularice el saldo.',
      'Privacidad: usamos sus datos solo para prestar el servicio, enviarle avisos de su cuenta y cumplir la ley.',
      'Cambios: podemos modificar estos términos; le pediremos que los acepte de nuevo cuando el cambio sea importante.',
    ],
  },
  en: {
    language: 'English',
    paragraphs: [
      'Welcome to Puente. By using this English-learning platform you accept these terms and conditions.',
      'Minors: users under 18 years of age need the consent and supervision of an adult (their parent or legal guardian), who accepts these terms on their behalf and is responsible for the use of the account.',
      'Truthful data: registering or taking part with false names or false e-mail addresses, or with someone else’s, is forbidden. You are responsible for keeping your password secret.',
      'Conduct: illegal or defamatory comments are forbidden, as are offensive or discriminatory ones or those that infringe the rights of others. We may remove such content and suspend the account that posts it.',
      'Content: the courses, lessons, exercises and exams are for your personal use and may not be copied or distributed without permission.',
      'Payments: monthly installments are charged according to your account’s plan. Overdue payments may incur late charges and limit access until the balance is settled.',
      'Privacy: we use your data only to provide the service, to send you notices about your account and to comply with the law.',
      'Changes: we may change these terms; we will ask you to accept them again when a change is significant.',
    ],
  },
} as const;
