import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './build-test-app.ts';

/** A fresh folder for MAIL_DROP_DIR: each delivered mail is written there as sent. */
export const newMailDropDir = () => mkdtemp(path.join(os.tmpdir(), 'puente-mail-'));

type DroppedMail = { to: string; subject: string; text: string; html?: string };

/** Waits for the app's background work and mail deliveries, then reads the mails sent to `to`, oldest first. */
export async function droppedMails(t: TestApp, to: string): Promise<DroppedMail[]> {
  await t.app.background.idle();
  await t.deps.mailer.idle();
  const dir = t.deps.config.MAIL_DROP_DIR;
  if (!dir) throw new Error('droppedMails: the app has no MAIL_DROP_DIR');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as DroppedMail),
  );
  return mails.filter((mail) => mail.to === to);
}

/** The one-time password of the newest mail sent to `to`. */
export async function mailedOneTimePassword(t: TestApp, to: string): Promise<string> {
  const mail = (await droppedMails(t, to)).at(-1);
  const code = /: ([A-Z0-9]{8})\n/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no one-time password mailed to ${to}`);
  return code;
}
