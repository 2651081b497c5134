import { and, eq, isNotNull } from 'drizzle-orm';
import { ConfigError } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';
import { type SettingsCipher, SettingsKeyError } from '../../lib/settings-cipher.ts';

/**
 * At start-up, before any request: encrypts the secret keys stored in plain text before encryption at
 * rest came (each row once, only while it still holds that plain text), and checks that every encrypted
 * one opens with this key. A key that does not is a start-up error naming SETTINGS_ENCRYPTION_KEY: a
 * school's payments never quietly move to the server's provider because its key cannot be read.
 * Returns how many rows it encrypted.
 */
export async function secureTenantSecrets(db: Database, cipher: SettingsCipher): Promise<number> {
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, secret: tenants.paymentSecretKey })
    .from(tenants)
    .where(isNotNull(tenants.paymentSecretKey));
  let encrypted = 0;
  for (const row of rows) {
    const secret = row.secret!;
    if (cipher.isEncrypted(secret)) {
      try {
        cipher.decrypt(secret);
      } catch (error) {
        if (!(error instanceof SettingsKeyError)) throw error;
        throw new ConfigError(
          `Invalid configuration:\n  SETTINGS_ENCRYPTION_KEY: does not decrypt the payment secret key of tenant "${row.slug}"; ` +
            'start with the key it was stored with (or have its administrator enter the secret key again after clearing it)',
        );
      }
      continue;
    }
    const [changed] = await db
      .update(tenants)
      .set({ paymentSecretKey: cipher.encrypt(secret) })
      .where(and(eq(tenants.id, row.id), eq(tenants.paymentSecretKey, secret)))
      .returning({ id: tenants.id });
    if (changed) encrypted++;
  }
  return encrypted;
}
