import { expect, type Page, test } from '@playwright/test';
import { openProfileMenu, PASSWORD, signIn, TEXT, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Times (performance.now) at which the loader appeared and went, recorded in the page. */
async function watchLoader(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { loaderTimes: { shown: number[]; gone: number[] } };
    w.loaderTimes = { shown: [], gone: [] };
    let visible = false;
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="loader"]') !== null;
      if (now !== visible) (now ? w.loaderTimes.shown : w.loaderTimes.gone).push(performance.now());
      visible = now;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

test.describe('the spine, finished', () => {
  test('Tab reaches "skip to content" first; each screen names the document', async ({ page }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'es', USERS.estudiante);
    await expect(page).toHaveTitle('Inicio · Puente');
    await page.goto('/courses');
    await expect(page).toHaveTitle('Cursos · Puente');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await saveScreen(page, testInfo, 'spine-skip-link-1280');
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    for (const [path, title] of [
      ['/exams', 'Mis exámenes · Puente'],
      ['/exercises', 'Ejercicios · Puente'],
      ['/user-certificate', 'Mis certificados · Puente'],
      ['/retail-payment', 'Añadir Pago · Puente'],
      ['/no-such-page', 'Página en construcción · Puente'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
  });

  test('Enter on the logout confirmation cancels', async ({ page }) => {
    await signIn(page, 'es', USERS.estudiante);
    const menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await expect(dialog.getByRole('button', { name: TEXT.es.cancel })).toBeFocused();
    // The focus stays on 'Cancelar' once the dialog has settled (its opening transition is over).
    await page.waitForTimeout(400);
    await expect(dialog.getByRole('button', { name: TEXT.es.cancel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('on a slow device the user menu stays shut behind the sign-out confirmation, and opens again after it', async ({
    page,
  }) => {
    await signIn(page, 'es', USERS.estudiante);
    // A device 8 times slower: the pointer is still over the closing dropdown when the dialog opens.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    try {
      const menu = await openProfileMenu(page);
      await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
      const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
      await expect(dialog.getByRole('button', { name: TEXT.es.cancel })).toBeFocused();
      await page.waitForTimeout(2000);
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: TEXT.es.cancel })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // Cancelled: the menu opens as before.
    const again = await openProfileMenu(page);
    await expect(again.getByRole('menuitem', { name: TEXT.es.signOut })).toBeVisible();
  });

  test('the loader appears after 250 ms and stays at least 150 ms on a screen that arrives soon after', async ({
    page,
  }) => {
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    // The server draws /courses: a click before the app has taken the page over is a whole page load,
    // which would lose the loader's watch. The app's own heading is an element React drew.
    await page.waitForFunction(() => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
    });
    // The exams screen's code arrives 320 ms after it is asked for: the loader shows at 250 ms.
    await page.route('**/assets/exams-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 320));
      await route.continue();
    });
    await watchLoader(page);
    const clickedAt = await page.evaluate(() => performance.now());
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Exámenes' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis exámenes' })).toBeVisible();
    await expect(page.getByTestId('loader')).toHaveCount(0);
    const times = await page.evaluate(
      () => (window as unknown as { loaderTimes: { shown: number[]; gone: number[] } }).loaderTimes,
    );
    expect(times.shown.length).toBeGreaterThan(0);
    const shown = times.shown[0]!;
    const gone = times.gone[0]!;
    expect(shown - clickedAt).toBeGreaterThanOrEqual(240);
    expect(gone - shown).toBeGreaterThanOrEqual(145);
  });

  test('a signed-out visit shows the login-redirect page, readable, then the login', async ({
    page,
  }, testInfo) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/courses');
      await expect(page.getByTestId('redirect-to-login')).toContainText('Redirigiendo al inicio de sesión');
      await expect(page).toHaveTitle('Iniciar sesión · Puente');
      await saveScreen(page, testInfo, `spine-redirect-${viewport.width}`);
      await expect(page).toHaveURL(/\/login\?returnTo=%2Fcourses/);
      await expect(page.getByLabel(TEXT.es.username)).toBeVisible();
    }
  });

  test('at 375 px the sub-header shows it scrolls and the home heading keeps off the edge', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'es', USERS.estudiante);
    const heading = page.getByRole('heading', { level: 1, name: TEXT.es.home });
    const box = (await heading.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 12);
    const subnav = page.getByTestId('student-subnav');
    await expect(subnav).toHaveAttribute('data-more-end', 'true');
    await expect(subnav).not.toHaveAttribute('data-more-start', 'true');
    await saveScreen(page, testInfo, 'spine-home-375');
    await subnav.getByRole('navigation').evaluate((nav) => nav.scrollTo({ left: nav.scrollWidth }));
    await expect(subnav).toHaveAttribute('data-more-start', 'true');
    await expect(subnav).not.toHaveAttribute('data-more-end', 'true');
    await page.setViewportSize(DESKTOP);
    await expect(subnav).not.toHaveAttribute('data-more-end', 'true');
    await saveScreen(page, testInfo, 'spine-home-1280');
  });

  test('the holder with no stored card sees the auto-pay toggle beside the new card', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'es', USERS.estudiante);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/retail-payment');
      const toggle = page.getByRole('switch', { name: /Pago automático/ });
      await expect(page.getByLabel(/Número de tarjeta/)).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await saveScreen(page, testInfo, `spine-payment-new-card-${viewport.width}`);
    }
  });

  test("the graduate's certificate opens and verifies; the examinee's exam is in progress", async ({
    page,
    request,
  }, testInfo) => {
    const login = await (
      await request.post('/api/authentication/login', {
        data: { username: 'graduada@demo.puente.test', password: PASSWORD },
      })
    ).json();
    const headers = { authorization: `Bearer ${login.tokenId}` };
    const [certificate]: { code: string; pdfUrl: string }[] = await (
      await request.get('/api/certificates', { headers })
    ).json();
    const pdf = await request.get(certificate!.pdfUrl, { headers });
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await page.setViewportSize(DESKTOP);
    await signIn(page, 'es', 'graduada@demo.puente.test');
    await page.goto('/user-certificate');
    await expect(page.getByTestId('certificate-code')).toHaveText(certificate!.code);
    await saveScreen(page, testInfo, 'spine-graduate-certificates-1280');
    await page.goto(`/landing/certificate/${certificate!.code}`);
    await expect(page.getByTestId('verification-state')).toHaveText('Certificado válido');
    await expect(page.getByTestId('verification')).toContainText('Gabriela Graduada Ortiz');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'es', 'examen@demo.puente.test');
    await page.goto('/exams');
    await expect(page.getByText('En curso').first()).toBeVisible();
    await page.setViewportSize(PHONE);
    await saveScreen(page, testInfo, 'spine-examinee-exams-375');
  });
});
