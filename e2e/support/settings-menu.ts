import { expect, type Page } from '@playwright/test';

/**
 * Opens the settings menu and answers its language choice. Until the popover's code has loaded, a stand-in
 * button takes the click; a click in the moment one replaces the other is lost, so it clicks again until
 * the menu shows (never twice on an open menu: the second click would close it).
 */
export async function openSettingsMenu(page: Page, label = 'Configuración') {
  const language = page.getByRole('radiogroup', { name: /^(Idioma|Language)$/ });
  await expect(async () => {
    if (!(await language.isVisible())) await page.getByRole('button', { name: label }).click();
    await expect(language).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return language;
}
