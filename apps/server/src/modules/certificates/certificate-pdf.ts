import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TExamSkill, TSkillScore } from '@puente/shared';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

const fontsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/fonts');
let fonts: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () => {
  fonts ??= Promise.all([
    readFile(path.join(fontsDir, 'DejaVuSans.ttf')),
    readFile(path.join(fontsDir, 'DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
};

export type CertificatePdfInput = {
  holderName: string;
  courseTitle: { es: string; en: string };
  level: string;
  issuedAt: Date;
  code: string;
  verificationUrl: string;
  schoolName: string;
  skillScores: TSkillScore[];
};

/** The skills' names on the bilingual certificate. */
const SKILL_NAMES: Record<TExamSkill, string> = {
  reading: 'Lectura · Reading',
  listening: 'Comprensión auditiva · Listening',
  grammar: 'Gramática · Grammar',
  vocabulary: 'Vocabulario · Vocabulary',
};

/** The line of scores per skill: "Lectura · Reading 90 %   |   Gramática · Grammar 80 %". */
const skillScoreLine = (scores: TSkillScore[]) =>
  scores.map(({ skill, score }) => `${SKILL_NAMES[skill]} ${score} %`).join('   |   ');

/**
 * pdf-lib, fontkit and qrcode load with the first certificate, not at start-up: fontkit alone was 7% of
 * the server's start.
 */
let pdfKit:
  | Promise<
      [
        typeof import('pdf-lib'),
        Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0],
        typeof import('qrcode'),
      ]
    >
  | undefined;
const loadPdfKit = () => {
  pdfKit ??= Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit').then(
      (m) => m.default as Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0],
    ),
    import('qrcode').then((m) => m.default),
  ]);
  return pdfKit;
};

const formatDate = (date: Date, locale: 'es' | 'en') =>
  date.toLocaleDateString(locale === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color: RGB) {
  let fitted = size;
  while (fitted > 8 && font.widthOfTextAtSize(text, fitted) > page.getWidth() - 160) fitted -= 1;
  const width = font.widthOfTextAtSize(text, fitted);
  page.drawText(text, { x: (page.getWidth() - width) / 2, y, size: fitted, font, color });
}

/** The bilingual certificate: A4 landscape, embedded Unicode font (accents), QR of the verification URL. */
export async function renderCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const [[{ PDFDocument, PDFName, PDFString, rgb }, fontkit, QRCode], [regularBytes, boldBytes]] =
    await Promise.all([loadPdfKit(), loadFonts()]);
  const INK = rgb(0.13, 0.18, 0.29);
  const ACCENT = rgb(0.11, 0.44, 0.62);
  const MUTED = rgb(0.38, 0.42, 0.5);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Certificado / Certificate ${input.code}`);
  pdf.setAuthor(input.schoolName);
  pdf.setSubject(`${input.courseTitle.es} / ${input.courseTitle.en}`);
  pdf.setCreationDate(input.issuedAt);
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const page = pdf.addPage([842, 595]);
  const { width, height } = page.getSize();

  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: width - 68,
    height: height - 68,
    borderColor: ACCENT,
    borderWidth: 0.8,
  });

  centered(page, input.schoolName, height - 80, bold, 16, ACCENT);
  centered(page, 'Certificado de finalización', height - 125, bold, 30, INK);
  centered(page, 'Certificate of Completion', height - 155, regular, 18, MUTED);
  centered(page, 'Se certifica que  ·  This certifies that', height - 200, regular, 13, MUTED);
  centered(page, input.holderName, height - 245, bold, 32, INK);
  centered(page, 'ha completado el curso  ·  has completed the course', height - 285, regular, 13, MUTED);
  centered(page, input.courseTitle.es, height - 320, bold, 20, INK);
  centered(page, input.courseTitle.en, height - 345, regular, 15, MUTED);
  centered(page, `Nivel  ·  Level: ${input.level} (MCER  ·  CEFR)`, height - 380, regular, 13, INK);
  const date = `Fecha: ${formatDate(input.issuedAt, 'es')}  ·  Date: ${formatDate(input.issuedAt, 'en')}`;
  centered(page, date, height - 402, regular, 12, INK);
  if (input.skillScores.length > 0) {
    centered(page, 'Puntuación por destreza  ·  Score per skill', height - 421, regular, 10, MUTED);
    centered(page, skillScoreLine(input.skillScores), height - 436, bold, 11, INK);
  }

  const qr = await QRCode.toBuffer(input.verificationUrl, {
    type: 'png',
    margin: 1,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const qrImage = await pdf.embedPng(qr);
  const qrSize = 96;
  page.drawImage(qrImage, { x: width - 60 - qrSize, y: 60, width: qrSize, height: qrSize });
  page.drawText('Código de verificación  ·  Verification code', {
    x: 60,
    y: 120,
    size: 11,
    font: regular,
    color: MUTED,
  });
  page.drawText(input.code, { x: 60, y: 98, size: 16, font: bold, color: INK });
  page.drawText('Verifique en  ·  Verify at:', { x: 60, y: 78, size: 9, font: regular, color: MUTED });
  page.drawText(input.verificationUrl, { x: 60, y: 64, size: 9, font: regular, color: ACCENT });
  const urlWidth = regular.widthOfTextAtSize(input.verificationUrl, 9);
  page.drawLine({
    start: { x: 60, y: 62 },
    end: { x: 60 + urlWidth, y: 62 },
    thickness: 0.5,
    color: ACCENT,
  });
  // The address and the QR code open the verification page when clicked.
  linkTo({ PDFName, PDFString }, pdf, page, input.verificationUrl, [
    [58, 60, 62 + urlWidth, 74],
    [width - 60 - qrSize, 60, width - 60, 60 + qrSize],
  ]);

  return pdf.save();
}

/** Link annotations (URI actions) over the given rectangles [x1, y1, x2, y2] of the page. */
function linkTo(
  { PDFName, PDFString }: Pick<typeof import('pdf-lib'), 'PDFName' | 'PDFString'>,
  pdf: PDFDocument,
  page: PDFPage,
  url: string,
  rects: [number, number, number, number][],
) {
  const annotations = rects.map((rect) =>
    pdf.context.register(
      pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    ),
  );
  page.node.set(PDFName.of('Annots'), pdf.context.obj(annotations));
}
