import { eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import type { SchoolFixture } from '../../../test/learning-kit.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { certificates, tenants } from '../../db/schema/index.ts';

type Question = { id: string; tokens?: { id: number; text: string }[] };

/** Enrolls the school's student and passes both sample exams through the API. */
async function passCourse(t: TestApp, school: SchoolFixture) {
  const headers = school.student$;
  await t.app.inject({ method: 'POST', url: `/api/courses/${school.courseId}/enroll`, headers });
  const [examA, examB] = (await t.app.inject({ url: '/api/exams', headers })).json();
  const answer = async (examId: string, answers: (questions: Question[]) => unknown[]) => {
    const view = (
      await t.app.inject({ method: 'POST', url: `/api/exams/${examId}/attempts`, headers })
    ).json();
    const given = answers(view.questions);
    for (const [index, question] of view.questions.entries()) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/exam-attempts/${view.attemptId}/answers/${question.id}`,
        headers,
        payload: { answer: given[index] },
      });
    }
    return (
      await t.app.inject({ method: 'POST', url: `/api/exam-attempts/${view.attemptId}/submit`, headers })
    ).json();
  };
  await answer(examA.id, () => [
    { type: 'single-choice', choice: 1 },
    { type: 'multiple-choice', choices: [0, 2] },
  ]);
  const last = await answer(examB.id, (questions) => [
    { type: 'fill-in-blank', blanks: ["don't", 'is'] },
    {
      type: 'word-order',
      order: ['I', 'am', 'a', 'student'].map((w) => questions[1]!.tokens!.find((x) => x.text === w)!.id),
    },
  ]);
  return last.result.certificate as { id: string; code: string };
}

describe('certificates', () => {
  let issued: { id: string; code: string };
  const t = useTestApp();
  const { a, b } = useTwoSchools(t, { a: 'Escuela Puente Sur' });
  beforeAll(async () => {
    issued = await passCourse(t, a);
  });

  it('lists my certificates with the verification URL', async () => {
    expect(
      (await t.app.inject({ url: '/api/certificates', headers: { host: a.student$.host! } })).statusCode,
    ).toBe(401);
    const res = await t.app.inject({ url: '/api/certificates', headers: a.student$ });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: issued.id,
        code: issued.code,
        courseId: a.courseId,
        courseTitle: { es: 'Curso de prueba', en: 'Sample course' },
        level: 'A1',
        holderName: 'José Pérez Núñez',
        issuedAt: expect.any(String),
        verificationUrl: `https://${a.student$.host}/landing/certificate/${issued.code}`,
        // Exam A asks choice questions (reading), exam B a gap fill and a word order (grammar).
        skillScores: [
          { skill: 'reading', score: 100 },
          { skill: 'grammar', score: 100 },
        ],
        pdfUrl: `/api/certificates/${issued.id}/pdf`,
      },
    ]);
    expect((await t.app.inject({ url: '/api/certificates', headers: b.student$ })).json()).toEqual([]);
  });

  it('renders the bilingual PDF with the accented full name, the course and the code', async () => {
    const res = await t.app.inject({ url: `/api/certificates/${issued.id}/pdf`, headers: a.student$ });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`certificate-${issued.code}.pdf`);
    const parser = new PDFParse({ data: res.rawPayload });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('José Pérez Núñez');
    expect(text).toContain(issued.code);
    expect(text).toContain('Curso de prueba');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Certificado de finalización');
    expect(text).toContain('Escuela Puente Sur');
    expect(text).toContain(`/landing/certificate/${issued.code}`);
    expect(text).toContain('Score per skill');
    expect(text).toContain('Lectura · Reading 100 %');
    expect(text).toContain('Gramática · Grammar 100 %');
  });

  it('makes the verification address and the QR code clickable links to the verify page', async () => {
    const res = await t.app.inject({ url: `/api/certificates/${issued.id}/pdf`, headers: a.student$ });
    const pdf = await PDFDocument.load(res.rawPayload);
    const annotations = pdf.getPage(0).node.Annots();
    expect(annotations?.size()).toBe(2);
    const uris = annotations!.asArray().map((ref) => {
      const link = pdf.context.lookup(ref, PDFDict);
      expect(link.get(PDFName.of('Subtype'))).toBe(PDFName.of('Link'));
      const action = link.lookup(PDFName.of('A'), PDFDict);
      return action.lookup(PDFName.of('URI'), PDFString).decodeText();
    });
    expect(uris).toEqual([
      `https://${a.student$.host}/landing/certificate/${issued.code}`,
      `https://${a.student$.host}/landing/certificate/${issued.code}`,
    ]);
  });

  it("builds links and QR codes from the tenant's configured host, never from a forged Host header", async () => {
    // The default tenant answers any host name: the forged one must not reach the links.
    await t.deps.db.update(tenants).set({ isDefault: true }).where(eq(tenants.id, a.tenant.id));
    const configured = a.student$.host!;
    const forged = { ...a.student$, host: 'evil.test' };
    const list = await t.app.inject({ url: '/api/certificates', headers: forged });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].verificationUrl).toBe(`https://${configured}/landing/certificate/${issued.code}`);
    const pdf = await t.app.inject({ url: `/api/certificates/${issued.id}/pdf`, headers: forged });
    const parser = new PDFParse({ data: pdf.rawPayload });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(`${configured}/landing/certificate/${issued.code}`);
    expect(text).not.toContain('evil.test');
    // Nothing of the request reaches the link: not the port it named, nor the protocol a proxy claimed.
    const withPort = await t.app.inject({
      url: '/api/certificates',
      headers: { ...a.student$, host: `${configured.toUpperCase()}:6666`, 'x-forwarded-proto': 'http' },
    });
    expect(withPort.json()[0].verificationUrl).toBe(
      `https://${configured}/landing/certificate/${issued.code}`,
    );
    await t.deps.db.update(tenants).set({ isDefault: false }).where(eq(tenants.id, a.tenant.id));
  });

  it("answers 404 for someone else's certificate", async () => {
    const foreign = await t.app.inject({ url: `/api/certificates/${issued.id}/pdf`, headers: b.student$ });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('certificate.not-found');
    const classmate = await signIn(t, await buildUser(t.deps.db, a.tenant));
    expect(
      (await t.app.inject({ url: `/api/certificates/${issued.id}/pdf`, headers: classmate.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('verifies a code publicly, without sign-in', async () => {
    const res = await t.app.inject({
      url: `/api/public/certificates/${issued.code}`,
      headers: { host: a.student$.host! },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: issued.code,
      holderName: 'José Pérez Núñez',
      courseTitle: { es: 'Curso de prueba', en: 'Sample course' },
      level: 'A1',
      issuedAt: expect.any(String),
      skillScores: [
        { skill: 'reading', score: 100 },
        { skill: 'grammar', score: 100 },
      ],
      valid: true,
    });
    const typed = await t.app.inject({
      url: `/api/public/certificates/${issued.code.toLowerCase()}`,
      headers: { host: a.student$.host! },
    });
    expect(typed.json().code).toBe(issued.code);
  });

  it('answers 404 for unknown codes and for codes of another school', async () => {
    for (const code of ['PUE-0000-0000-0000', 'nope', 'x'.repeat(40)]) {
      const res = await t.app.inject({
        url: `/api/public/certificates/${code}`,
        headers: { host: a.student$.host! },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('certificate.not-found');
    }
    const elsewhere = await t.app.inject({
      url: `/api/public/certificates/${issued.code}`,
      headers: { host: b.student$.host! },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('reports a revoked certificate as not valid', async () => {
    await t.deps.db.update(certificates).set({ revokedAt: new Date() }).where(eq(certificates.id, issued.id));
    const res = await t.app.inject({
      url: `/api/public/certificates/${issued.code}`,
      headers: { host: a.student$.host! },
    });
    expect(res.json()).toMatchObject({ valid: false });
  });
});
