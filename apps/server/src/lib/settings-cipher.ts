import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from '../config.ts';

/** How an encrypted value starts: version 1 is AES-256-GCM, then the IV, the tag and the ciphertext. */
const PREFIX = 'enc:v1:';
const KEY_FILE = 'settings-encryption.key';

/**
 * Secrets a tenant stores in its settings (the payment provider's secret key), encrypted at rest with
 * AES-256-GCM. A value that does not decrypt with this key throws `SettingsKeyError`: never taken as
 * "not set", so a wrong key can never make a school fall back to another payment account unnoticed.
 */
export interface SettingsCipher {
  encrypt(plaintext: string): string;
  decrypt(stored: string): string;
  /** Whether a stored value is already encrypted (anything else is a plaintext row from before). */
  isEncrypted(stored: string): boolean;
  /**
   * A secret of this installation for one use (`label`), derived from the key (HMAC-SHA256, hex): the same
   * on every instance sharing the key, different for every label, and revealing nothing of the key.
   */
  derive(label: string): string;
}

export class SettingsKeyError extends Error {
  override name = 'SettingsKeyError';
}

export function createSettingsCipher(key: Buffer): SettingsCipher {
  if (key.length !== 32)
    throw new ConfigError('Invalid configuration:\n  SETTINGS_ENCRYPTION_KEY: must be 32 bytes');
  return {
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return `${PREFIX}${iv.toString('base64url')}:${tag.toString('base64url')}:${body.toString('base64url')}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) throw new SettingsKeyError('the stored value is not encrypted');
      const [iv = '', tag = '', body = ''] = stored.slice(PREFIX.length).split(':');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new SettingsKeyError('a stored setting does not decrypt with SETTINGS_ENCRYPTION_KEY');
      }
    },
    isEncrypted: (stored) => stored.startsWith(PREFIX),
    derive: (label) => createHmac('sha256', key).update(`puente:${label}`).digest('hex'),
  };
}

/** A key written as 64 hex digits or as base64 (of 32 bytes). */
export function parseSettingsKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(value)) {
    const key = Buffer.from(value, 'base64');
    if (key.length === 32) return key;
  }
  return null;
}

/**
 * The key of the settings' secrets: SETTINGS_ENCRYPTION_KEY, else a key made once and kept in
 * DATA_DIR (0600, beside the embedded database's password). Instances that share a database on
 * different machines must share the key: set the variable on each of them.
 */
export async function loadSettingsKey(
  config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY' | 'DATA_DIR'>,
): Promise<Buffer> {
  if (config.SETTINGS_ENCRYPTION_KEY) {
    const key = parseSettingsKey(config.SETTINGS_ENCRYPTION_KEY);
    if (!key)
      throw new ConfigError(
        'Invalid configuration:\n  SETTINGS_ENCRYPTION_KEY: must be 32 bytes, as 64 hex digits or base64',
      );
    return key;
  }
  const file = path.join(path.resolve(config.DATA_DIR), KEY_FILE);
  const stored = await readKeyFile(file);
  if (stored) return stored;
  // Made once: written under a name of its own, then linked into place, which fails when another
  // process (an instance sharing DATA_DIR, started at the same moment) made it first; its key then wins.
  const key = randomBytes(32);
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(draft, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const first = await readKeyFile(file);
    if (!first) throw new ConfigError(`${file} is empty`);
    return first;
  } finally {
    await unlink(draft).catch(() => undefined);
  }
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
  if (!stored) return undefined;
  const key = parseSettingsKey(stored);
  if (!key) throw new ConfigError(`${file} does not hold a 32-byte key (64 hex digits or base64)`);
  return key;
}
