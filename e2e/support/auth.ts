import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { currentLane, laneDataDir } from './lanes';

export const PASSWORD = 'Puente2026!';
export const USERS = {
  admin: 'admin@demo.puente.test',
  profesor: 'profesor@demo.puente.test',
  estudiante: 'estudiante@demo.puente.test',
  moroso: 'moroso@demo.puente.test',
  nuevo: 'nuevo@demo.puente.test',
  invitado: 'invitado@demo.puente.test',
} as const;

export type Lang = 'es' | 'en';

/** The texts the auth specs look for, per language. */
export const TEXT = {
  es: {
    username: 'Usuario (correo electrónico)',
    password: /^Contraseña/,
    submit: 'Entrar',
    signIn: 'Iniciar sesión',
    credentials: 'Usuario o contraseña incorrectos',
    rateLimited: 'Demasiados intentos. Espere un momento y vuelva a intentarlo.',
    signOut: 'Cerrar sesión',
    cancel: 'Cancelar',
    profile: {
      profile: 'Perfil',
      addUser: 'Añadir usuario',
      exams: 'Mis exámenes',
      tutoring: 'Tutorías',
      pay: 'Añadir pago',
    },
    subnav: ['Cursos', 'Repasos', 'Diccionario', 'Ejercicios', 'Exámenes'],
    home: 'Inglés para hispanohablantes',
  },
  en: {
    username: 'Username (e-mail)',
    password: /^Password/,
    submit: 'Sign in',
    signIn: 'Sign in',
    credentials: 'Incorrect username or password',
    rateLimited: 'Too many attempts. Please wait a moment and try again.',
    signOut: 'Sign out',
    cancel: 'Cancel',
    profile: {
      profile: 'Profile',
      addUser: 'Add user',
      exams: 'My exams',
      tutoring: 'Tutoring',
      pay: 'Add payment',
    },
    subnav: ['Courses', 'Reviews', 'Dictionary', 'Exercises', 'Exams'],
    home: 'English for Spanish speakers',
  },
} as const;

/** Opens the app in a language: the choice the settings menu keeps in local storage. */
export async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e.languageSet')) {
      localStorage.setItem('puente.locale', value);
      sessionStorage.setItem('e2e.languageSet', '1');
    }
  }, lang);
}

/**
 * Sets a demo user's own language on the server, as changing it while signed in does: signing in then
 * turns the interface to it on any device. Specs that change it set it back to 'es'.
 */
export async function setPreferredLanguage(request: APIRequestContext, email: string, lang: Lang) {
  const login = await request.post('/api/authentication/login', {
    data: { username: email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { tokenId } = (await login.json()) as { tokenId: string };
  const saved = await request.put('/api/user/locale', {
    headers: { authorization: `Bearer ${tokenId}` },
    data: { locale: lang },
  });
  expect(saved.ok()).toBe(true);
  await request.put('/api/authentication/logoff', { headers: { authorization: `Bearer ${tokenId}` } });
}

/** Fills the login form (on /login, or the current page when it shows it) and submits it. */
export async function submitLogin(page: Page, lang: Lang, email: string, password: string = PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel(TEXT[lang].username).fill(email);
  await page.getByLabel(TEXT[lang].password).fill(password);
  await page.getByRole('button', { name: TEXT[lang].submit, exact: true }).click();
}

/** Signs in through the form and waits for the user menu. */
export async function signIn(page: Page, lang: Lang, email: string) {
  await submitLogin(page, lang, email);
  await expect(page.getByTestId('profile-menu')).toBeVisible();
  // The user menu shows while the login page is still on screen, just before it moves on: a click on the
  // shell in that moment (the drawer's burger, a menu) is undone by the move, so wait for it.
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** Opens the user menu by clicking it; answers the dropdown. */
export async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Where the apps of the running project write their mails (playwright.config.ts). */
const mailDropDir = () =>
  test.info().project.name === 'two-instances'
    ? path.join(process.env.E2E_DATA_DIR ?? '', 'pair', 'mail')
    : path.join(laneDataDir(process.env.E2E_DATA_DIR ?? '', currentLane()), 'mail');

/**
 * The newest one-time password mailed to `email`, read from the mails as the app delivered them (the
 * MAIL_DROP_DIR the config gives the app): the outbox, which administrators read, has it masked.
 */
export async function latestOneTimePassword(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = (await droppedMails<{ to: string; text: string }>()).find((each) => each.to === email);
      code = mail ? (/es: (\S+)/.exec(mail.text)?.[1] ?? '') : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/**
 * The mails the apps of the running project delivered to their drop folder, newest first. Only whole
 * mails: the app writes each under another name and then renames it to `<id>.json`.
 */
export async function droppedMails<T extends { to: string }>(): Promise<T[]> {
  const dir = mailDropDir();
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T),
  );
}
