import { expect, type Page, type TestInfo } from '@playwright/test';
import { saveScreen } from './screenshot';

const DEMO_PASSWORD = 'Puente2026!';

/** Stripe's published test cards, as the sandbox provider answers them. */
export const TEST_CARDS = {
  visa: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  amex: '3782 822463 10005',
} as const;

/** A valid-until (MMYY) three years ahead. */
const futureExpiry = () => `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * Signs in through the API and stores the session where the session store reads it (the
 * `puente_session` cookie), then opens `path`.
 */
export async function signInThroughApi(page: Page, baseURL: string, email: string, path: string) {
  const response = await page.request.post('/api/authentication/login', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  // A 429 here means the suite spent the per-IP login budget (LOGIN_RATE_LIMIT_PER_IP).
  expect(response.status(), await response.text()).toBe(200);
  const login = await response.json();
  const stored = {
    sid: login.userId,
    preferred_name: `${login.firstName} ${login.lastName}`.trim(),
    access_token: login.tokenId,
    scopes: login.roleName,
    master: login.isMasterUser,
    tutor: login.isTutor,
    locale: login.preferredLocale,
    remember_me: false,
    active: login.isActive,
    balance: login.balance,
    delinquentAmount: login.delinquentAmount,
    installment: login.installment,
    lateCharges: login.lateCharges,
    lastPaymentDate: login.lastPaymentDate,
    nextPaymentDate: login.nextPaymentDate,
  };
  await page.context().addCookies([
    {
      name: 'puente_session',
      value: encodeURIComponent(JSON.stringify(stored)),
      url: baseURL,
      sameSite: 'Strict',
    },
  ]);
  await page.goto(path);
}

/** Signs in through the login form. */
export async function signInThroughForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Usuario (correo electrónico)').fill(email);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** Types a new card into the card fields. */
export async function fillCard(page: Page, card: { number: string; cvc?: string; zip?: string }) {
  const number = page.getByLabel('Número de tarjeta');
  await number.fill('');
  await number.pressSequentially(card.number.replace(/\s/g, ''));
  await page.getByLabel('Válida hasta').fill(futureExpiry());
  const cvc = page.getByLabel('CVC');
  await cvc.fill('');
  await cvc.pressSequentially(card.cvc ?? '123');
  await page.getByLabel('Código postal').fill(card.zip ?? '28001');
}

/** The 'Total a Pagar' amount. */
export const amountInput = (page: Page) => page.getByLabel('Total a Pagar');

/** The account figure shown in the summary, e.g. 'balance' → '$400,00'. */
export const summaryValue = (page: Page, key: string) => page.getByTestId(`summary-${key}`).locator('dd');

/** A full-page screenshot taken from the top, so the fixed top bar stays where it belongs. */
export async function savePaymentScreen(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreen(page, testInfo, name);
}
