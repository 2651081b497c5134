import { expect, type Locator, type Page } from '@playwright/test';
import { answerRight, shownQuestion } from './learning';
import { type AuthoredExercise, findAuthored } from './learning-content';

/** Opens an exam from /exams and starts it, or resumes the attempt already open. */
export async function openExam(page: Page, title: string) {
  await page.goto('/exams');
  await page.getByRole('article', { name: title }).getByRole('link').click();
  const header = page.getByTestId('exam-header');
  const start = page.getByRole('button', { name: /^(Empezar|Intentar de nuevo)$/ });
  await expect(header.or(start)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(header).toBeVisible();
}

/** Seconds shown by the exam timer (mm:ss or h:mm:ss). */
export async function timerSeconds(scope: Page | Locator): Promise<number> {
  const text =
    ((await scope.getByTestId('exam-timer').textContent()) ?? '').match(/(\d+:)?\d+:\d+/)?.[0] ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** Answers the exam questions at the given positions right, and waits until each answer is saved. */
export async function answerQuestions(page: Page, questions: AuthoredExercise[], positions: number[]) {
  const sections = page.getByTestId('exam-question');
  for (const index of positions) {
    const section = sections.nth(index);
    const authored = findAuthored(questions, await shownQuestion(section));
    const clear = section.getByRole('button', { name: 'Empezar de nuevo' });
    if (await clear.isVisible()) await clear.click();
    await answerRight(section, authored);
    await expect(section.getByTestId('save-state')).toHaveAttribute('data-state', 'saved');
  }
}

/** Checks that a resumed question shows the answer given before leaving. */
export async function expectAnswerKept(section: Locator, authored: AuthoredExercise) {
  switch (authored.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const role = authored.type === 'single-choice' ? 'radio' : 'checkbox';
      const option = authored.options!.find((candidate) => candidate.correct)!;
      await expect(section.getByRole(role, { name: option.text, exact: true })).toBeChecked();
      return;
    }
    case 'fill-in-blank':
      await expect(section.getByLabel('Espacio 1', { exact: true })).toHaveValue(
        authored.blanks![0]!.accepted[0]!,
      );
      return;
    case 'word-order':
      await expect(section.getByRole('button', { name: /^Quitar / })).toHaveCount(authored.words!.length);
      return;
    case 'matching': {
      const pair = authored.pairs![0]!;
      const select = section.getByLabel(pair.left, { exact: true });
      await expect(select.locator('option:checked')).toHaveText(pair.right);
      return;
    }
    case 'listening':
      if (authored.answerMode === 'type') {
        await expect(section.getByLabel('Escriba lo que escucha')).toHaveValue(authored.accepted![0]!);
      }
      return;
  }
}

/** Submits the exam through the confirmation dialog. */
export async function submitExam(page: Page) {
  await page.getByRole('button', { name: 'Entregar examen' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Entregar el examen?' });
  await dialog.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(page.getByTestId('exam-result')).toBeVisible();
}
