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
        const res = await request.get('/api/dictionary/search?q=cancion', { headers });
        return ((await res.json()) as { items: unknown[] }).items.length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  await request.put('/api/authentication/logoff', { headers });
}

/** Types into the search box and answers the results list's first option once the search has run. */
async function searchFor(page: Page, label: string, text: string, first: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(text);
  const option = page.getByRole('listbox').getByRole('option').first();
  await expect(option.locator('p').first()).toHaveText(first, { timeout: 15_000 });
  return box;
}

test.describe('dictionary', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  test('the demo student searches in Spanish on a phone and opens an entry', async ({
    page,
    request,
  }, testInfo) => {
    await waitForDictionary(request);
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/dictionary');
    await expect(page.getByRole('heading', { level: 1, name: 'Diccionario' })).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Buscar una palabra' });
    await expect(box).toBeFocused();
    await expect(page.getByRole('link', { name: 'CC BY-SA 3.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/3.0/',
    );

    // Right entries first, in both directions, without accents, with a slip.
    await searchFor(page, 'Buscar una palabra', 'correr', 'correr');
    await searchFor(page, 'Buscar una palabra', 'cancion', 'canción');
    await searchFor(page, 'Buscar una palabra', 'hte', 'the');
    await searchFor(page, 'Buscar una palabra', 'run', 'run');
    await expect(page.getByRole('status')).toContainText('Detectada: Inglés → español');
    await saveScreen(page, testInfo, 'dictionary-search-es-375');
    await expectAccessible(page, { include: 'main' });

    // The keyboard opens the entry: on a phone it takes the list's place.
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/dictionary\/[\w-]+\?q=run$/);
    await expect(page.getByRole('heading', { level: 2, name: 'run' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Verbo' })).toBeVisible();
    await expect(page.getByText('/ɹʌn/')).toBeVisible();
    await expect(page.getByRole('link', { name: 'correr' }).first()).toBeVisible();
    await saveScreen(page, testInfo, 'dictionary-entry-es-375');
    await expectAccessible(page, { include: 'main' });

    // A translation leads to its own entry in the other direction; the list comes back with the text.
    await page.getByRole('link', { name: 'correr' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'correr' })).toBeVisible();
    await page.getByRole('link', { name: /Volver a los resultados/ }).click();
    await expect(page.getByRole('combobox', { name: 'Buscar una palabra' })).toHaveValue('run');
    await expect(page.getByRole('option').first()).toContainText('run');
  });

  test('the demo student searches in English on a phone', async ({ page, request }, testInfo) => {
    await waitForDictionary(request);
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/dictionary');
      await expect(page.getByRole('heading', { level: 1, name: 'Dictionary' })).toBeVisible();
      await searchFor(page, 'Search for a word', 'Canción', 'canción');
      await page.getByRole('radiogroup', { name: 'Direction' }).getByText('ES → EN').click();
      await expect(page.getByRole('radio', { name: 'Spanish → English' })).toBeChecked();
      const box = await searchFor(page, 'Search for a word', 'correr', 'correr');
      await expect(page.getByRole('status')).not.toContainText('Detected');
      await saveScreen(page, testInfo, 'dictionary-search-en-375');
      await expectAccessible(page, { include: 'main' });
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'correr' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: 'Verb' })).toBeVisible();
      await expect(page.getByText('to run', { exact: true })).toBeVisible();
      await saveScreen(page, testInfo, 'dictionary-entry-en-375');
      await expectAccessible(page, { include: 'main' });
    } finally {
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    }
  });

  test('an entry lists the lessons that teach the word, and one opens the lesson', async ({
    page,
    request,
  }, testInfo) => {
    await waitForDictionary(request);
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/dictionary');
    const box = await searchFor(page, 'Buscar una palabra', 'hello', 'hello');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'hello' })).toBeVisible();
    const lessons = page.getByRole('region', { name: 'En las lecciones' });
    await expect(lessons.getByText("Hello, I'm Carlos.")).toBeVisible();
    await expect(lessons.getByText('Hola, soy Carlos.')).toBeVisible();
    await saveScreen(page, testInfo, 'dictionary-entry-lessons-es-375');
    await expectAccessible(page, { include: 'main' });
    await lessons.getByRole('link', { name: 'Saludos y presentaciones' }).click();
    await expect(page).toHaveURL(/\/lessons\/[\w-]+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Saludos y presentaciones/ })).toBeVisible();
  });
});
