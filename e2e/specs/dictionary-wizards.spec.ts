import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, PASSWORD, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

const T = {
  es: {
    add: 'Añadir',
    ok: 'Aceptar',
    categoryPage: 'Categorías del diccionario',
    categoryDialog: 'Nueva categoría',
    nameEs: 'Nombre en español',
    nameEn: 'Nombre en inglés',
    wordPage: 'Palabras del diccionario',
    wordDialog: 'Nueva palabra',
    headword: 'Palabra en inglés',
    pos: 'Categoría gramatical',
    noun: 'Sustantivo',
    category: 'Categoría',
    translations: 'Traducciones del significado 1',
    addExample: 'Añadir un ejemplo',
    exampleEn: 'Ejemplo 1 en inglés',
    taken: 'Este valor ya está en uso',
    phrasePage: 'Frases y modismos',
    phraseDialog: 'Nueva frase o modismo',
    idiom: 'Modismo',
    text: 'Frase en inglés',
    translation: 'Traducción o significado en español',
    words: 'Palabras vinculadas',
    search: 'Buscar una palabra',
    examples: 'Ejemplos',
    categoryBadge: (name: string) => `Categoría: ${name}`,
    lose: 'Perder los cambios',
    listen: (text: string) => `Escuchar: ${text}`,
  },
  en: {
    add: 'Add',
    ok: 'OK',
    categoryPage: 'Dictionary categories',
    categoryDialog: 'New category',
    nameEs: 'Name in Spanish',
    nameEn: 'Name in English',
    wordPage: 'Dictionary words',
    wordDialog: 'New word',
    headword: 'English word',
    pos: 'Part of speech',
    noun: 'Noun',
    category: 'Category',
    translations: 'Translations of meaning 1',
    addExample: 'Add an example',
    exampleEn: 'Example 1 in English',
    taken: 'This value is already in use',
    phrasePage: 'Phrases and idioms',
    phraseDialog: 'New phrase or idiom',
    idiom: 'Idiom',
    text: 'English phrase',
    translation: 'Spanish translation or meaning',
    words: 'Linked words',
    search: 'Search for a word',
    examples: 'Examples',
    categoryBadge: (name: string) => `Category: ${name}`,
    lose: 'Lose changes',
    listen: (text: string) => `Listen: ${text}`,
  },
} as const;

/** A made-up English word no import has, so that only the school's entry answers. */
const madeUp = () =>
  `zq${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', {
    data: { username: USERS.admin, password: PASSWORD },
  });
  return { authorization: `Bearer ${((await login.json()) as { tokenId: string }).tokenId}` };
}

/** Soft-deletes what a run added (their names are unique to it). */
async function cleanUp(request: APIRequestContext, names: string[]) {
  const headers = await staffHeaders(request);
  for (const resource of ['phrases', 'words', 'categories']) {
    for (const name of names) {
      const page = await request.get(
        `/api/dictionary/${resource}?SearchValue=${encodeURIComponent(name)}&Take=100`,
        {
          headers,
        },
      );
      const { items } = (await page.json()) as { items: { id: string }[] };
      for (const item of items) await request.delete(`/api/dictionary/${resource}/${item.id}`, { headers });
    }
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(page: Page, lang: Lang, dialogName: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.getByRole('button', { name: T[lang].ok })).toBeEnabled();
  await dialog.getByRole('button', { name: T[lang].ok }).click();
  await expect(dialog).toHaveCount(0);
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`dictionary wizards (${lang}, 375 px)`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width: 375, height: 812 } });
    const headword = madeUp();
    const categoryEs = `Frutas ${headword}`;
    const phrase = `the ${headword} of my eye`;
    test.beforeAll(async ({ request }) => {
      await setPreferredLanguage(request, USERS.profesor, lang);
      await setPreferredLanguage(request, USERS.estudiante, lang);
    });
    test.afterAll(async ({ request }) => {
      await cleanUp(request, [headword, categoryEs, phrase]);
      await setPreferredLanguage(request, USERS.profesor, 'es');
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    });

    test(`${lang}: staff add a category, a word in it and an idiom; a student finds them`, async ({
      page,
      browser,
    }, testInfo) => {
      const t = T[lang];
      await useLanguage(page, lang);
      await signIn(page, lang, USERS.profesor);

      await page.goto('/dictionary-category-wizard');
      await expect(page.getByRole('heading', { level: 1, name: t.categoryPage })).toBeVisible();
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const categoryDialog = page.getByRole('dialog', { name: t.categoryDialog });
      await categoryDialog.getByLabel(t.nameEs).fill(categoryEs);
      await categoryDialog.getByLabel(t.nameEn).fill(`Fruits ${headword}`);
      await save(page, lang, t.categoryDialog);
      const categoryName = lang === 'es' ? categoryEs : `Fruits ${headword}`;
      await expect(page.getByText(new RegExp(`${categoryName} · 0`))).toBeVisible();

      await page.goto('/dictionary-word-wizard');
      await expect(page.getByRole('heading', { level: 1, name: t.wordPage })).toBeVisible();
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const wordDialog = page.getByRole('dialog', { name: t.wordDialog });
      await wordDialog.getByLabel(t.headword).fill(headword);
      await choose(page, t.pos, t.noun);
      await choose(page, t.category, categoryName);
      await wordDialog.getByLabel(t.translations).fill('fruta inventada');
      await wordDialog.getByLabel(t.translations).press('Enter');
      // Right after Enter the translations' suggestions may still open over the button and take the click:
      // click until the example's fields are there (never twice once they are).
      const exampleEn = wordDialog.getByLabel(t.exampleEn);
      await expect(async () => {
        if ((await exampleEn.count()) === 0)
          await wordDialog.getByRole('button', { name: t.addExample }).click();
        await expect(exampleEn).toBeVisible({ timeout: 3_000 });
      }).toPass();
      await exampleEn.fill(`I ate a ${headword} today.`);
      await saveScreen(page, testInfo, `dictionary-word-wizard-${lang}-375`);
      await expectAccessible(page, { include: '[role="dialog"]' });
      await save(page, lang, t.wordDialog);
      await expect(page.getByText(headword, { exact: false }).first()).toBeVisible();

      // The same headword and part of speech is refused while typing.
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await choose(page, t.pos, t.noun);
      await page.getByRole('dialog').getByLabel(t.headword).fill(headword.toUpperCase());
      await expect(page.getByRole('dialog').getByText(t.taken)).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: t.lose }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/dictionary-phrases-wizard');
      await expect(page.getByRole('heading', { level: 1, name: t.phrasePage })).toBeVisible();
      await page.getByRole('button', { name: t.add, exact: true }).click();
      const phraseDialog = page.getByRole('dialog', { name: t.phraseDialog });
      await phraseDialog.getByText(t.idiom, { exact: true }).click();
      await phraseDialog.getByLabel(t.text).fill(phrase);
      await phraseDialog.getByLabel(t.translation).fill('la niña de mis ojos');
      await phraseDialog.getByRole('combobox', { name: t.words }).pressSequentially(headword);
      await page.getByRole('option', { name: new RegExp(`^${headword}`) }).click();
      await page.keyboard.press('Escape');
      await saveScreen(page, testInfo, `dictionary-phrase-wizard-${lang}-375`);
      await save(page, lang, t.phraseDialog);
      await expect(page.getByText(phrase).first()).toBeVisible();
      await expectAccessible(page, { include: 'main' });

      // A student of the school finds the word, its category, example and idiom.
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const student = await context.newPage();
      await useLanguage(student, lang);
      await signIn(student, lang, USERS.estudiante);
      await student.goto('/dictionary');
      const box = student.getByRole('combobox', { name: t.search });
      await box.fill(headword.slice(0, 6));
      const first = student.getByRole('listbox').getByRole('option').first();
      await expect(first).toContainText(headword, { timeout: 15_000 });
      await expect(first).toContainText('fruta inventada');
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(student.getByRole('heading', { level: 2, name: headword })).toBeVisible();
      // Headless Chromium has no voice and no recording exists for a made-up word: no listen button.
      await expect(student.getByRole('button', { name: new RegExp(headword) })).toHaveCount(0);
      await expect(student.getByText(t.categoryBadge(categoryName))).toBeVisible();
      await expect(student.getByRole('heading', { level: 3, name: t.examples })).toBeVisible();
      await expect(student.getByText(phrase)).toBeVisible();
      await saveScreen(student, testInfo, `dictionary-staff-word-entry-${lang}-375`);
      await expectAccessible(student, { include: 'main' });
      await context.close();
    });
  });
}

test.describe('listening to a word', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  for (const lang of ['es', 'en'] as const) {
    test(`${lang}: the listen button of an entry plays the recording shipped with the app`, async ({
      page,
      request,
    }, testInfo) => {
      const t = T[lang];
      await setPreferredLanguage(request, USERS.estudiante, lang);
      try {
        await useLanguage(page, lang);
        await signIn(page, lang, USERS.estudiante);
        await page.goto('/dictionary');
        const box = page.getByRole('combobox', { name: t.search });
        await expect
          .poll(
            async () => {
              await box.fill('');
              await box.fill('book');
              return page
                .getByRole('listbox')
                .getByRole('option')
                .first()
                .locator('p')
                .first()
                .textContent({ timeout: 5000 })
                .catch(() => '');
            },
            { timeout: 120_000, intervals: [1000] },
          )
          .toBe('book');
        await box.press('ArrowDown');
        await box.press('Enter');
        await expect(page.getByRole('heading', { level: 2, name: 'book' })).toBeVisible();
        const listen = page.getByRole('button', { name: t.listen('book') });
        await expect(listen).toHaveAttribute('data-source', 'file');
        // Note every recording the page plays to its end.
        await page.evaluate(() => {
          const played: string[] = [];
          Object.assign(window, { played });
          const play = HTMLMediaElement.prototype.play;
          HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
            this.addEventListener('ended', () => played.push(new URL(this.src).pathname), { once: true });
            return play.call(this);
          };
        });
        const recording = page.waitForResponse((response) => response.url().endsWith('/audio/en/book.mp3'));
        await listen.click();
        expect((await recording).status()).toBeLessThan(300);
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { played: string[] }).played))
          .toEqual(['/audio/en/book.mp3']);
        await saveScreen(page, testInfo, `dictionary-listen-${lang}-375`);
        await expectAccessible(page, { include: 'main' });
      } finally {
        await setPreferredLanguage(request, USERS.estudiante, 'es');
      }
    });
  }
});
