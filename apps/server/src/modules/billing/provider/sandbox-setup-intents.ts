import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { sandboxPaymentMethods, sandboxSetupIntents } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ProviderPaymentMethod, ProviderSetup } from './payment-provider.ts';
import { DECLINE_MESSAGES } from './sandbox-test-cards.ts';

type SetupRow = typeof sandboxSetupIntents.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

const AUTHENTICATION_FAILURE = 'setup_intent_authentication_failure';

const toMethod = (method: MethodRow): ProviderPaymentMethod => ({
  id: method.id,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
});

const toSetup = (row: SetupRow, method: MethodRow | null): ProviderSetup => ({
  id: row.id,
  customer: row.customerId,
  paymentMethod: method ? toMethod(method) : null,
  status:
    row.status === 'succeeded' || row.status === 'requires_action' || row.status === 'failed'
      ? row.status
      : 'pending',
  clientSecret: row.status === 'requires_action' ? row.clientSecret : null,
  errorCode: row.failureCode,
  errorMessage: row.failureMessage,
});

/**
 * The sandbox's SetupIntents, as Stripe keeps them: a card saved to be charged later (off-session too).
 * A card that asks for 3-D Secure (sandbox-test-cards.ts) waits for the student's challenge; once passed
 * the card counts as authenticated, so a card that asks once (4000 0000 0000 3220) asks no more, while
 * one that always asks (4000 0027 6000 3184) still asks on every payment the student makes.
 */
export function createSandboxSetups({ db, clock }: { db: Database; clock: Clock }) {
  async function withMethod(row: SetupRow | undefined): Promise<ProviderSetup | null> {
    if (!row) return null;
    const [method] = await db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, row.paymentMethodId));
    return toSetup(row, method ?? null);
  }

  /** The SetupIntent a client secret names, when the secret is its own (compared in constant time). */
  async function setupOfSecret(clientSecret: string): Promise<SetupRow | null> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    if (!id.startsWith('seti_')) return null;
    const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
    if (!row?.clientSecret) return null;
    const given = Buffer.from(clientSecret);
    const kept = Buffer.from(row.clientSecret);
    return given.length === kept.length && timingSafeEqual(given, kept) ? row : null;
  }

  return {
    /** A SetupIntent confirmed with a card just attached to the customer: succeeded, or waiting for its challenge. */
    async confirmSetup(customer: string, paymentMethod: string): Promise<ProviderSetup> {
      const [method] = await db
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, paymentMethod));
      const asks = method !== undefined && method.authentication !== 'none' && !method.authenticatedAt;
      const id = `seti_sbx_${randomBytes(12).toString('hex')}`;
      const [row] = await db
        .insert(sandboxSetupIntents)
        .values({
          id,
          customerId: customer,
          paymentMethodId: paymentMethod,
          status: asks ? 'requires_action' : 'succeeded',
          clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
          createdAt: clock.now(),
        })
        .returning();
      return toSetup(row!, method ?? null);
    },

    async findSetup(id: string): Promise<ProviderSetup | null> {
      const [row] = await db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, id));
      return withMethod(row);
    },

    async findSetupChallenge(clientSecret: string): Promise<ProviderSetup | null> {
      const row = await setupOfSecret(clientSecret);
      return row?.status === 'requires_action' ? withMethod(row) : null;
    },

    /** Answered once: a SetupIntent no longer waiting keeps its outcome. */
    async completeSetupChallenge(clientSecret: string, passed: boolean): Promise<ProviderSetup | null> {
      const found = await setupOfSecret(clientSecret);
      if (!found) return null;
      const row = await db.transaction(async (tx) => {
        const [setup] = await tx
          .select()
          .from(sandboxSetupIntents)
          .where(eq(sandboxSetupIntents.id, found.id))
          .for('update');
        if (setup?.status !== 'requires_action') return setup;
        if (passed)
          await tx
            .update(sandboxPaymentMethods)
            .set({ authenticatedAt: clock.now() })
            .where(eq(sandboxPaymentMethods.id, setup.paymentMethodId));
        const [updated] = await tx
          .update(sandboxSetupIntents)
          .set(
            passed
              ? { status: 'succeeded' }
              : {
                  status: 'failed',
                  failureCode: AUTHENTICATION_FAILURE,
                  failureMessage: DECLINE_MESSAGES[AUTHENTICATION_FAILURE] ?? null,
                },
          )
          .where(eq(sandboxSetupIntents.id, setup.id))
          .returning();
        return updated;
      });
      return withMethod(row);
    },
  };
}
