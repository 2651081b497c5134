import { i18n } from '../../lib/i18n';

/**
 * The MP3 course's texts, in the screen's own chunk (namespace `mp3`): the first screens carry none of
 * them (as the dictionary's, decision 0003).
 */
const es = {
  title: 'Curso MP3',
  'library.title': 'Curso MP3: audiolibros',
  'library.intro':
    'Escuche las lecciones de audio de sus cursos, en orden, a la velocidad que prefiera. Retome donde lo dejó en cualquier dispositivo.',
  'library.lessons_one': '{{count}} lección de audio',
  'library.lessons_other': '{{count}} lecciones de audio',
  'library.enrolled': 'Inscrito',
  'library.listen': 'Escuchar',
  'library.open': 'Escuchar {{title}}',
  'library.empty': 'Sus cursos todavía no tienen lecciones de audio.',
  'course.back': 'Todos los audiolibros',
  'course.lessons': 'Lecciones de audio',
  'course.toLessons': 'Ver las lecciones del curso',
  'player.label': 'Reproductor de audio',
  'player.nowPlaying': 'Ahora suena',
  'player.play': 'Reproducir',
  'player.pause': 'Pausa',
  'player.back10': 'Retroceder 10 segundos',
  'player.forward10': 'Avanzar 10 segundos',
  'player.previous': 'Lección anterior',
  'player.next': 'Lección siguiente',
  'player.speed': 'Velocidad',
  'player.seek': 'Posición en la lección',
  'player.time': '{{current}} de {{total}}',
  'player.loading': 'Cargando el audio…',
  'player.unavailable': 'No se pudo cargar este audio. Pruebe con otra lección o más tarde.',
  'player.keys': 'Teclas: espacio o K reproduce y pausa, J y L retroceden y avanzan 10 segundos.',
  'playlist.resume': 'Retomar en {{time}}',
  'playlist.current': 'Lección actual',
  'playlist.download': 'Descargar MP3',
  'playlist.offline': 'Disponible sin conexión',
  'playlist.offlineFailed': 'No se pudo guardar esta lección en el dispositivo.',
  'playlist.downloadOf': 'Descargar MP3: {{title}}',
};

type Texts = typeof es;

const en: Texts = {
  title: 'MP3 course',
  'library.title': 'MP3 course: audio books',
  'library.intro':
    'Listen to the audio lessons of your courses, in order, at the speed you like. Resume where you stopped on any device.',
  'library.lessons_one': '{{count}} audio lesson',
  'library.lessons_other': '{{count}} audio lessons',
  'library.enrolled': 'Enrolled',
  'library.listen': 'Listen',
  'library.open': 'Listen to {{title}}',
  'library.empty': 'Your courses have no audio lessons yet.',
  'course.back': 'All audio books',
  'course.lessons': 'Audio lessons',
  'course.toLessons': "See the course's lessons",
  'player.label': 'Audio player',
  'player.nowPlaying': 'Now playing',
  'player.play': 'Play',
  'player.pause': 'Pause',
  'player.back10': 'Back 10 seconds',
  'player.forward10': 'Forward 10 seconds',
  'player.previous': 'Previous lesson',
  'player.next': 'Next lesson',
  'player.speed': 'Speed',
  'player.seek': 'Position in the lesson',
  'player.time': '{{current}} of {{total}}',
  'player.loading': 'Loading the audio…',
  'player.unavailable': 'This audio could not be loaded. Try another lesson or later.',
  'player.keys': 'Keys: space or K plays and pauses, J and L go back and forward 10 seconds.',
  'playlist.resume': 'Resume at {{time}}',
  'playlist.current': 'Current lesson',
  'playlist.download': 'Download MP3',
  'playlist.offline': 'Available offline',
  'playlist.offlineFailed': 'This lesson could not be kept on the device.',
  'playlist.downloadOf': 'Download MP3: {{title}}',
};

const mp3CourseTexts = { es, en };

/** Adds the namespace once (the page calls it before its first text). */
export function registerMp3CourseTexts() {
  for (const [lng, texts] of Object.entries(mp3CourseTexts)) {
    if (!i18n.hasResourceBundle(lng, 'mp3')) i18n.addResourceBundle(lng, 'mp3', texts);
  }
}
