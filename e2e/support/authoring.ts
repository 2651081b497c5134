import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Lang, PASSWORD, USERS } from './auth';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/**
 * The interface texts of a language, as the wizards show them: `t('authoring:exercise.new')`,
 * `t('authoring:editor.option', { n: 1 })`. The specs read the locale files rather than copy them.
 */
export function texts(lang: Lang) {
  const cache = new Map<string, Record<string, string>>();
  const namespace = (name: string) => {
    if (!cache.has(name)) {
      cache.set(name, JSON.parse(readFileSync(path.join(localesDir, lang, `${name}.json`), 'utf8')));
    }
    return cache.get(name)!;
  };
  return (key: string, vars: Record<string, string | number> = {}) => {
    const [name, entry] = key.split(':') as [string, string];
    const text = namespace(name)[entry];
    if (text === undefined) throw new Error(`no text ${key} in ${lang}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, variable: string) => String(vars[variable]));
  };
}

/** A bearer token of a demo user, for the calls a spec makes around the screens. */
export async function apiToken(request: APIRequestContext, email: string = USERS.admin) {
  const login = await request.post('/api/authentication/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { tokenId: string }).tokenId;
}

/** The lessons and exercises per lesson of the package `seedManyExercises` imports (the package's limits). */
const LESSONS = 100;

/**
 * The factory of the large list: one unpublished course whose lessons hold `count` single-choice
 * exercises, imported as one content package (a few seconds, where 5,000 separate saves would take
 * minutes). Importing it again changes nothing. Answers the course's Spanish title.
 */
export async function seedManyExercises(request: APIRequestContext, count: number) {
  const perLesson = Math.ceil(count / LESSONS);
  const title = { es: `Curso de carga (${count} ejercicios)`, en: `Load course (${count} exercises)` };
  const chapters = Array.from({ length: Math.ceil(count / perLesson) }, (_, lesson) => ({
    key: `carga-leccion-${lesson + 1}`,
    title: { es: `Lección de carga ${lesson + 1}`, en: `Load lesson ${lesson + 1}` },
    viewMode: 'reading',
    streamOrigin: '',
    body: 'Lección generada para probar listas largas.',
    transcript: '',
    vocabulary: [],
    exercises: Array.from({ length: Math.min(perLesson, count - lesson * perLesson) }, (_, index) => {
      const n = lesson * perLesson + index + 1;
      return {
        key: `carga-${n}`,
        type: 'single-choice',
        prompt: `Ejercicio de carga ${String(n).padStart(4, '0')}.`,
        explanation: 'Generado para la prueba de rendimiento.',
        options: [
          { text: 'Yes', correct: true },
          { text: 'No', correct: false },
        ],
      };
    }),
  }));
  const contentPackage = {
    format: 'puente-content',
    version: 1,
    courses: [
      {
        key: `carga-${count}`,
        title,
        description: { es: 'Curso de prueba de rendimiento.', en: 'Performance test course.' },
        level: 'B2',
        coverImage: null,
        order: 900,
        locale: 'es',
        published: false,
        chapters,
        exams: [],
      },
    ],
  };
  const token = await apiToken(request);
  const imported = await request.post('/api/content/import', {
    headers: { authorization: `Bearer ${token}` },
    data: contentPackage,
    timeout: 120_000,
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  return title;
}

/** Picks an option of a Mantine select (a combobox whose options show in a floating list). */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
