/**
 * Tiny real media files built from bytes: each starts as its format does (the magic numbers a type
 * detector reads) and is padded to the size a test asks for.
 */

/** A valid 1×1 PNG (red pixel). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const padTo = (head: Buffer, size: number) =>
  size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 0)]);

/** A JPEG: SOI + a JFIF APP0 segment, padded. */
export const jpeg = (size = 600) =>
  padTo(
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
      0x01, 0x00, 0x00,
    ]),
    size,
  );

/** A WebP: RIFF container with a VP8 chunk header. */
export function webp(size = 600): Buffer {
  const head = Buffer.alloc(20);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(size - 8, 4);
  head.write('WEBPVP8 ', 8, 'latin1');
  head.writeUInt32LE(size - 20, 16);
  return padTo(head, size);
}

/** A PCM WAV (8 kHz, 8-bit mono) with `samples` bytes of a square wave. */
export function wav(samples = 800): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) data[i] = i % 20 < 10 ? 0x40 : 0xc0;
  return Buffer.concat([header, data]);
}

/** An MP3: an ID3v2 tag followed by MPEG-1 layer III frame headers. */
export function mp3(size = 1200): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return padTo(Buffer.concat([id3, frame, frame]), size);
}

/** An Ogg Vorbis: the first page with a Vorbis identification header. */
export function ogg(size = 600): Buffer {
  const head = Buffer.alloc(64);
  head.write('OggS', 0, 'latin1');
  head[4] = 0;
  head[5] = 0x02;
  head[26] = 1;
  head[27] = 30;
  head[28] = 0x01;
  head.write('vorbis', 29, 'latin1');
  return padTo(head, size);
}

/** An ISO-BMFF file with the given major brand (`isom`: MP4 video, `M4A `: audio). */
export function isoMedia(brand: string, size = 600): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand, 16, 'latin1');
  ftyp.write('mp41', 20, 'latin1');
  const free = Buffer.alloc(Math.max(8, size - 24));
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

/** A WebM: an EBML header whose DocType is "webm". */
export function webm(size = 600): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm', 'latin1')]);
  const head = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  return padTo(head, size);
}

/** A multipart/form-data body with one file part (and optional fields before it). */
export function multipart(
  file: { data: Buffer; filename: string; contentType: string } | null,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----puente-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
