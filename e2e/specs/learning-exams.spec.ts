import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import {
  expectContentAccessible,
  PASSWORD,
  STUDENT,
  saveAtPhoneWidth,
  shownQuestion,
  signIn,
} from '../support/learning';
import { a1Course, findAuthored } from '../support/learning-content';
import {
  answerQuestions,
  expectAnswerKept,
  openExam,
  submitExam,
  timerSeconds,
} from '../support/learning-exam';
import { saveScreen } from '../support/screenshot';

const course = a1Course();
const [firstExam, timedExam] = course.exams as [(typeof course.exams)[0], (typeof course.exams)[0]];
const range = (n: number) => Array.from({ length: n }, (_, index) => index);

test.describe.configure({ mode: 'serial' });

test.describe('learning: exams and certificates', () => {
  test('an exam is left and resumed after signing in again, with its answers kept and the server clock', async ({
    page,
  }, testInfo) => {
    await signIn(page, '/exams');
    await expect(page.getByRole('article', { name: timedExam.title.es })).toBeVisible();
    await saveScreen(page, testInfo, 'learning-exams');
    await openExam(page, timedExam.title.es);
    const total = timedExam.questions.length;
    await answerQuestions(page, timedExam.questions, [0, 1, 2]);
    await expect(page.getByTestId('answered-count')).toHaveText(new RegExp(`^[3-9]\\d* de ${total}`));
    const before = await timerSeconds(page);
    expect(before).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, testInfo, 'learning-exam-taking');

    // Leave: the session ends and the page is gone; the clock keeps running on the server.
    await page.context().clearCookies();
    await page.goto('/');
    await page.waitForTimeout(3_000);
    await signIn(page, '/exams');
    const card = page.getByRole('article', { name: timedExam.title.es });
    await expect(card.getByTestId('exam-state')).toHaveText('En curso');
    await expect(card.getByTestId('exam-time-left')).toBeVisible();
    await openExam(page, timedExam.title.es);
    expect(await timerSeconds(page)).toBeLessThanOrEqual(before - 3);
    const sections = page.getByTestId('exam-question');
    for (const index of [0, 1, 2]) {
      const section = sections.nth(index);
      await expectAnswerKept(section, findAuthored(timedExam.questions, await shownQuestion(section)));
    }
    await saveAtPhoneWidth(page, testInfo, 'learning-exam-resumed-390', true);

    await answerQuestions(page, timedExam.questions, range(total).slice(3));
    await expect(page.getByTestId('answered-count')).toHaveText(`${total} de ${total} preguntas respondidas`);
    await submitExam(page);
    await expect(page.getByTestId('exam-outcome')).toHaveText('Aprobado');
    await saveScreen(page, testInfo, 'learning-exam-result');
  });

  test('the other A1 exam is passed and the course certificate is issued', async ({ page }) => {
    await signIn(page, '/exams');
    await openExam(page, firstExam.title.es);
    await answerQuestions(page, firstExam.questions, range(firstExam.questions.length));
    await submitExam(page);
    await expect(page.getByTestId('exam-outcome')).toHaveText('Aprobado');
    await expect(page.getByText('¡Obtuvo su certificado!')).toBeVisible();
    await page.goto('/exams');
    for (const exam of [firstExam, timedExam]) {
      await expect(page.getByRole('article', { name: exam.title.es }).getByTestId('exam-state')).toHaveText(
        'Aprobado',
      );
    }
  });

  test('the certificate is listed and its PDF holds the holder and the code', async ({
    page,
    request,
  }, testInfo) => {
    const login = await (
      await request.post('/api/authentication/login', { data: { username: STUDENT, password: PASSWORD } })
    ).json();
    const holder = `${login.firstName} ${login.lastName}`;
    await signIn(page, '/user-certificate');
    const card = page.getByRole('article', { name: course.title.es });
    await expect(card).toContainText(holder);
    const code = ((await card.getByTestId('certificate-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^PUE(-[0-9A-Z]{4}){3}$/);
    await saveScreen(page, testInfo, 'learning-certificates');
    await expectContentAccessible(page);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Descargar PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`certificate-${code}.pdf`);

    const headers = { authorization: `Bearer ${login.tokenId}` };
    const list: { code: string; pdfUrl: string }[] = await (
      await request.get('/api/certificates', { headers })
    ).json();
    const pdf = await request.get(list.find((item) => item.code === code)!.pdfUrl, { headers });
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const parser = new PDFParse({ data: await pdf.body() });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain(holder);
    expect(text).toContain(code);
    await verifySignedOut(page, code, holder, testInfo);
  });
});

/** The public verification page, opened in a browser that never signed in. */
async function verifySignedOut(
  signedIn: Page,
  code: string,
  holder: string,
  testInfo: Parameters<typeof saveScreen>[1],
) {
  const context = await signedIn.context().browser()!.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`/landing/certificate/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de certificado' })).toBeVisible();
  const verification = page.getByTestId('verification');
  await expect(verification.getByTestId('verification-state')).toHaveText('Certificado válido');
  await expect(verification).toContainText(holder);
  await expect(verification).toContainText(course.title.es);
  await saveScreen(page, testInfo, 'learning-verify-desktop');
  await expectContentAccessible(page);
  await saveAtPhoneWidth(page, testInfo, 'learning-verify-390');

  await page.goto('/landing/certificate/PUE-0000-0000-0000');
  await expect(page.getByTestId('verification-missing')).toBeVisible();
  await page.goto('/landing/course/anything');
  await expect(page.getByTestId('under-construction')).toBeVisible();
  await context.close();
}
