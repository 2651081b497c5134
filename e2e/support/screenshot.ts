import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/screens');

/** Saves a full-page screenshot under e2e/artifacts/screens and attaches it to the report. */
export async function saveScreen(page: Page, testInfo: TestInfo, name: string) {
  // The specs that run on two instances as well keep the one-instance screens under their own names.
  const project = testInfo.project.name === 'one-instance' ? '' : `${testInfo.project.name}-`;
  const file = path.join(artifacts, `${project}${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
