import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

/** The dictionary loads in the background after the server's first start: wait until it answers. */
async function waitForDictionary(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', {
    data: { username: USERS.estudiante, password: PASSWORD },
  });
  const { tokenId } = (await login.json()) as { tokenId: string };
  const headers = { authorization: `Bearer ${tokenId}` };
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dictionary/search?q=went&Take=1', { headers });
        return ((await res.json()) as { items: { headword: string }[] }).items[0]?.headword;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe('go');
  await request.put('/api/authentication/logoff', { headers });
}

/** Searches and waits for the first result's headword and for the false friend flagged, if any. */
async function lookUp(page: Page, label: string, text: string, first: string, flag?: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option.locator('p').first()).toHaveText(first, { timeout: 15_000 });
  if (flag) await expect(page.getByRole('note')).toContainText(flag);
  else await expect(page.getByRole('note')).toHaveCount(0);
  return option;
}

/** The first meaning of the open entry lists this translation first. */
async function expectFirstSense(page: Page, translation: string) {
  const firstSense = page.locator('section ol > li').first();
  await expect(firstSense.getByRole('link').first()).toHaveText(translation);
}

test.describe("the learner's dictionary", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  test('in Spanish: "house" gives "casa" first, false friends flagged both ways, lemmas found', async ({
    page,
    request,
  }, testInfo) => {
    await waitForDictionary(request);
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/dictionary');
    const label = 'Buscar una palabra';

    await lookUp(page, label, 'house', 'house');
    await page.getByRole('combobox', { name: label }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'house' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText('Sustantivo');
    await expectFirstSense(page, 'casa');
    await page.getByRole('link', { name: /Volver a los resultados/ }).click();

    const embarazada = await lookUp(
      page,
      label,
      'embarazada',
      'embarazado',
      'Falso amigo: embarazada ≠ embarrassed',
    );
    await expect(embarazada).toContainText('embarazada → embarazado, femenino');
    await expect(page.getByRole('note')).toContainText('«embarrassed» se dice «avergonzado»');
    await saveScreen(page, testInfo, 'learners-dictionary-embarazada-es-375');
    await expectAccessible(page, { include: 'main' });

    await lookUp(page, label, 'actually', 'actually', 'Falso amigo: actually ≠ actualmente');
    await lookUp(page, label, 'librería', 'librería', 'Falso amigo: librería ≠ library');
    await lookUp(page, label, 'carpeta', 'carpeta', 'Falso amigo: carpeta ≠ carpet');
    await saveScreen(page, testInfo, 'learners-dictionary-carpeta-es-375');
    // The entry repeats the warning.
    await page.getByRole('combobox', { name: label }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'carpeta' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('«carpeta» significa «folder» en inglés');
    await lookUpAfterBack(page);
  });

  test('in English: the same flags, in English', async ({ page, request }, testInfo) => {
    await waitForDictionary(request);
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/dictionary');
      const label = 'Search for a word';
      await lookUp(page, label, 'house', 'house');
      await page.getByRole('combobox', { name: label }).press('Enter');
      await expectFirstSense(page, 'casa');
      await page.getByRole('link', { name: /Back to the results/ }).click();
      const embarazada = await lookUp(
        page,
        label,
        'embarazada',
        'embarazado',
        'False friend: embarazada ≠ embarrassed',
      );
      await expect(embarazada).toContainText('embarazada → embarazado, feminine');
      await lookUp(page, label, 'actually', 'actually', 'False friend: actually ≠ actualmente');
      await expect(page.getByRole('note')).toContainText(
        '“actually” means “en realidad, de hecho” in Spanish',
      );
      await lookUp(page, label, 'librería', 'librería', 'False friend: librería ≠ library');
      await lookUp(page, label, 'carpeta', 'carpeta', 'False friend: carpeta ≠ carpet');
      await lookUp(page, label, 'went', 'go');
      await saveScreen(page, testInfo, 'learners-dictionary-en-375');
      await expectAccessible(page, { include: 'main' });
    } finally {
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    }
  });
});

/** Back from an entry on a phone, the list comes back with the text searched. */
async function lookUpAfterBack(page: Page) {
  await page.getByRole('link', { name: /Volver a los resultados/ }).click();
  await expect(page.getByRole('combobox', { name: 'Buscar una palabra' })).toHaveValue('carpeta');
}
