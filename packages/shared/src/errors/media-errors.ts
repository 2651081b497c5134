import type { ErrorEntry } from './error-entry.ts';

/** Uploaded files (course covers, audio and video lessons). `{{limit}}` is the error's `params.limit`. */
export const mediaErrors = {
  'media.not-found': { status: 404, es: 'Archivo no encontrado', en: 'File not found' },
  'media.missing-file': {
    status: 400,
    es: 'Adjunte un archivo',
    en: 'Attach a file',
  },
  'media.empty-file': { status: 400, es: 'El archivo está vacío', en: 'The file is empty' },
  'media.too-large': {
    status: 413,
    es: 'El archivo supera el tamaño máximo de {{limit}}',
    en: 'The file is larger than the maximum of {{limit}}',
  },
  'media.unsupported-type': {
    status: 415,
    es: 'Tipo de archivo no admitido: use JPEG, PNG o WebP para imágenes; MP3, M4A/AAC, OGG o WAV para audio; MP4 o WebM para video',
    en: 'Unsupported file type: use JPEG, PNG or WebP for images; MP3, M4A/AAC, OGG or WAV for audio; MP4 or WebM for video',
  },
  'media.type-mismatch': {
    status: 415,
    es: 'El contenido del archivo no corresponde a su tipo o extensión',
    en: "The file's content does not match its type or extension",
  },
  'media.range-not-satisfiable': {
    status: 416,
    es: 'El rango pedido está fuera del archivo',
    en: 'The requested range is outside the file',
  },
} satisfies Record<string, ErrorEntry>;
