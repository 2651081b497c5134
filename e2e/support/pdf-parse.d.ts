declare module 'pdf-parse/lib/pdf-parse.js' {
  /** Extracts the text of a PDF (pdf-parse 1.x, loaded without its debug entry point). */
  export default function pdfParse(data: Buffer): Promise<{ text: string; numpages: number }>;
}
