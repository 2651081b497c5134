import { i18n } from '../../lib/i18n';

/** Speaking practice's texts (namespace `speaking`), in its own lazy chunk (decision 0003). */
const es = {
  open: 'Grabar y comparar',
  title: 'Práctica oral',
  intro: 'Grábese diciendo la frase y escuche su voz justo después del modelo.',
  privacy: 'Su grabación se queda en este navegador, salvo que usted la envíe a su tutor.',
  record: 'Grabar',
  stop: 'Detener',
  recording: 'Grabando… diga la frase y pulse Detener.',
  compare: 'Escuchar y comparar',
  again: 'Grabar de nuevo',
  close: 'Cerrar la práctica oral',
  playingModel: 'Primero el modelo…',
  playingMine: 'Ahora su grabación…',
  compared: 'Compare las dos voces.',
  rateYourself: '¿Cómo le salió? Califíquese con los botones de abajo.',
  'problem.denied':
    'No tiene permiso para usar el micrófono. Permítalo para este sitio en la configuración del navegador y vuelva a intentarlo.',
  'problem.no-microphone': 'No se encontró ningún micrófono. Conecte uno y vuelva a intentarlo.',
  'problem.unsupported': 'Este navegador no puede grabar audio. Pruebe con otro navegador.',
  'problem.failed': 'No se pudo grabar. Vuelva a intentarlo.',
  'send.open': 'Enviar a mi tutor',
  'send.title': 'Enviar la grabación a su tutor',
  'send.practised': 'Frase: {{text}}',
  'send.tutor': 'Tutor',
  'send.chooseTutor': 'Elija el tutor',
  'send.to': 'Para: {{name}}',
  'send.note': 'Nota para el tutor',
  'send.noteHint': 'Opcional, por ejemplo qué quiere que escuche',
  'send.privacy': 'Solo usted y su tutor podrán escucharla; puede borrarla en Tutoría.',
  'send.cancel': 'Cancelar',
  'send.close': 'Cerrar',
  'send.submit': 'Enviar',
  'send.sent': 'Grabación enviada a {{name}}.',
};

const en: typeof es = {
  open: 'Record and compare',
  title: 'Speaking practice',
  intro: 'Record yourself saying it and hear your voice right after the model.',
  privacy: 'Your recording stays in this browser unless you send it to your tutor.',
  record: 'Record',
  stop: 'Stop',
  recording: 'Recording… say it and press Stop.',
  compare: 'Listen and compare',
  again: 'Record again',
  close: 'Close speaking practice',
  playingModel: 'First the model…',
  playingMine: 'Now your recording…',
  compared: 'Compare the two voices.',
  rateYourself: 'How did it go? Rate yourself with the buttons below.',
  'problem.denied':
    'You have not allowed the microphone. Allow it for this site in the browser settings and try again.',
  'problem.no-microphone': 'No microphone was found. Connect one and try again.',
  'problem.unsupported': 'This browser cannot record audio. Try another browser.',
  'problem.failed': 'The recording failed. Try again.',
  'send.open': 'Send to my tutor',
  'send.title': 'Send the recording to your tutor',
  'send.practised': 'Phrase: {{text}}',
  'send.tutor': 'Tutor',
  'send.chooseTutor': 'Choose the tutor',
  'send.to': 'To: {{name}}',
  'send.note': 'Note for the tutor',
  'send.noteHint': 'Optional, for example what you want them to listen for',
  'send.privacy': 'Only you and your tutor can listen to it; you can delete it in Tutoring.',
  'send.cancel': 'Cancel',
  'send.close': 'Close',
  'send.submit': 'Send',
  'send.sent': 'Recording sent to {{name}}.',
};

const speakingTexts = { es, en };

/** Adds the namespace once (the practice calls it before its first text). */
export function registerSpeakingTexts() {
  for (const [lng, texts] of Object.entries(speakingTexts)) {
    if (!i18n.hasResourceBundle(lng, 'speaking')) i18n.addResourceBundle(lng, 'speaking', texts);
  }
}
