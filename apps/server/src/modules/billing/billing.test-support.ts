import { Writable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app.ts';
import type { Database } from '../../db/database.ts';
import {
  type BillingPlan,
  billingPlans,
  ledgerEntries,
  payments,
  sandboxCharges,
  type Tenant,
  type User,
} from '../../db/schema/index.ts';
import { loggerOptions } from '../../lib/logger-options.ts';
import { regularInstallmentCents } from './ledger/index.ts';

/** A plan for the user's account: by default 12 x 50.00 due on the 10th from January 2026. */
export async function buildPlan(
  db: Database,
  tenant: Tenant,
  user: User,
  overrides: Partial<typeof billingPlans.$inferInsert> = {},
): Promise<BillingPlan> {
  const totalCents = overrides.totalCents ?? 60_000;
  const installments = overrides.installments ?? 12;
  const [plan] = await db
    .insert(billingPlans)
    .values({
      tenantId: tenant.id,
      accountId: user.accountId!,
      totalCents,
      installments,
      installmentCents: regularInstallmentCents(totalCents, installments),
      dueDay: 10,
      startMonth: '2026-01-01',
      ...overrides,
    })
    .returning();
  return plan!;
}

/** Card fields as the page sends them (always a future expiry). */
export const card = (customer: string, number: string, cvc = '731') => ({
  number,
  customer,
  cvc,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 5,
  zipCode: '28001',
});

type Headers = Record<string, string>;

export async function customerOf(t: TestApp, headers: Headers): Promise<string> {
  const res = await t.app.inject({ url: '/api/retail/getstripecustomer', headers });
  if (res.statusCode !== 200) throw new Error(`getstripecustomer: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

export const attach = (t: TestApp, headers: Headers, payload: ReturnType<typeof card>) =>
  t.app.inject({ method: 'POST', url: '/api/retail/attachpaymentmethod', headers, payload });

/** The student's answer to the sandbox's 3-D Secure challenge (of a payment, or of a card being saved). */
export const answerChallenge = (t: TestApp, headers: Headers, clientSecret: string, passed: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/challenge',
    headers,
    payload: { clientSecret, passed },
  });

/** What a card being saved answers when it asks for 3-D Secure (sandbox). */
type SetupAction = { challenge: { clientSecret: string }; setupIntentId: string; paymentMethodId: string };

/**
 * A card whose saving asked for 3-D Secure, as the page finishes it: the challenge answered, then the
 * attach call sent again with the card and SetupIntent ids. Answers that call.
 */
export async function finishCardSetup(
  t: TestApp,
  headers: Headers,
  customer: string,
  action: SetupAction,
  passed: boolean,
) {
  const answered = await answerChallenge(t, headers, action.challenge.clientSecret, passed);
  if (answered.statusCode !== 200) throw new Error(`challenge: ${answered.statusCode} ${answered.body}`);
  return t.app.inject({
    method: 'POST',
    url: '/api/retail/attachpaymentmethod',
    headers,
    payload: { customer, paymentMethodId: action.paymentMethodId, setupIntentId: action.setupIntentId },
  });
}

/**
 * A stored card's id (attach must succeed); a card that asks for 3-D Secure passes its challenge first, as
 * the student would.
 */
export async function storedCard(
  t: TestApp,
  headers: Headers,
  number: string,
  cvc?: string,
): Promise<string> {
  const customer = await customerOf(t, headers);
  let res = await attach(t, headers, card(customer, number, cvc));
  if (res.statusCode === 200 && res.json().status === 'requires_action')
    res = await finishCardSetup(t, headers, customer, res.json(), true);
  if (res.statusCode !== 200) throw new Error(`attach: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

/**
 * Stripe mode: a card saved as the page saves it: a SetupIntent from our server, confirmed by Stripe.js
 * (the fake's confirmCardSetup, 3-D Secure included), then its ids sent to the attach call.
 */
export async function saveStripeCard(
  t: TestApp,
  headers: Headers,
  stripe: {
    confirmCardSetup: (
      id: string,
      number: string,
      options?: { passed?: boolean },
    ) => {
      paymentMethodId: string;
      setupIntentId: string;
    };
  },
  customer: string,
  number: string,
  options: { passed?: boolean } = {},
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/retail/createsetupintent',
    headers,
    payload: { customer },
  });
  if (created.statusCode !== 200) throw new Error(`createsetupintent: ${created.statusCode} ${created.body}`);
  const { paymentMethodId, setupIntentId } = stripe.confirmCardSetup(
    created.json().setupIntentId,
    number,
    options,
  );
  const attached = await t.app.inject({
    method: 'POST',
    url: '/api/retail/attachpaymentmethod',
    headers,
    payload: { customer, paymentMethodId, setupIntentId },
  });
  return { attached, paymentMethodId, setupIntentId, clientSecret: created.json().clientSecret as string };
}

export const pay = (
  t: TestApp,
  headers: Headers,
  body: { amount: number; customer: string; paymentMethodId: string },
  idempotencyKey?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/retail/registerretailpayment',
    headers: idempotencyKey ? { ...headers, 'idempotency-key': idempotencyKey } : headers,
    payload: body,
  });

export const myAccount = async (t: TestApp, headers: Headers) =>
  (await t.app.inject({ url: '/api/account/getmyaccount', headers })).json();

/** The sandbox provider's own record of charges (optionally of one idempotency key). */
export async function providerCharges(db: Database, where: { key?: string; status?: string } = {}) {
  const [row] = await db
    .select({ n: count() })
    .from(sandboxCharges)
    .where(
      and(
        where.key ? eq(sandboxCharges.idempotencyKey, where.key) : undefined,
        where.status ? eq(sandboxCharges.status, where.status) : undefined,
      ),
    );
  return row!.n;
}

export async function ledgerOf(db: Database, accountId: string) {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(ledgerEntries.kind, ledgerEntries.installmentNo, ledgerEntries.createdAt);
}

export async function paymentsOf(db: Database, accountId: string) {
  return db.select().from(payments).where(eq(payments.accountId, accountId)).orderBy(payments.createdAt);
}

/** Every row of every table, as text (to search it for data that must never be stored). */
export async function dumpAllTables(db: Database): Promise<string> {
  const tables = await db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const table of tables.rows) {
    const rows = await db.execute(sql.raw(`select * from "${table.schema}"."${table.name}"`));
    parts.push(`${table.schema}.${table.name} ${JSON.stringify(rows.rows)}`);
  }
  return parts.join('\n');
}

/** True when `text` holds `value` as a token of its own (not inside a longer run of letters or digits). */
/**
 * The value as a token of its own. Digits after a decimal point are skipped: a timestamp's fractional
 * seconds (".731") are not a CVC; nor is a group of a UUID ("0193…-8642-7…"), which one row in some
 * thousands has by chance.
 */
export const containsToken = (text: string, value: string) =>
  new RegExp(`(?<![0-9A-Za-z.-])${value}(?![0-9A-Za-z-])`).test(text);

/** Stripe test numbers the suites send, and the CVCs they use (distinctive, to search for). */
const TEST_CARD_NUMBERS = [
  '4242424242424242',
  '378282246310005',
  '4000000000000002',
  '4000000000009995',
  '4000000000000069',
  '4000000000000127',
  '4000000000000341',
];
const TEST_CVCS = ['731', '8642'];

/** A logger writing every line (trace level, with the app's redaction) to memory. */
export function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = { ...(loggerOptions({ LOG_LEVEL: 'trace', NODE_ENV: 'test' }) as object), stream };
  return { lines, options };
}

/** Card numbers (plain or grouped) and CVCs appear nowhere in `text`. */
export function findCardData(text: string): string[] {
  const found: string[] = [];
  for (const number of TEST_CARD_NUMBERS) {
    const grouped =
      number.length === 15
        ? number.replace(/^(\d{4})(\d{6})(\d{5})$/, '$1 $2 $3')
        : number.replace(/(\d{4})(?=\d)/g, '$1 ');
    if (text.includes(number) || text.includes(grouped)) found.push(number);
  }
  for (const cvc of TEST_CVCS) if (containsToken(text, cvc)) found.push(`cvc ${cvc}`);
  return found;
}

/**
 * Prometheus text without its sample values: a counter or a histogram sum may read 731 by chance
 * (it did, once in some runs); what could leak a card is a name, a label or a help line.
 */
export const withoutSampleValues = (text: string) =>
  text
    .split('\n')
    .map((line) => (line.startsWith('#') ? line : line.replace(/ [^ ]+( [0-9]+)?$/, '')))
    .join('\n');

/** After a ledger entry is written: keep it, delete it, or change its amount to `changedCents` (a correction by hand). */
export async function correctByHand(
  db: Database,
  entryId: string,
  afterwards: 'keep' | 'delete' | 'change',
  changedCents: number,
) {
  if (afterwards === 'delete') await db.delete(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (afterwards === 'change')
    await db.update(ledgerEntries).set({ amountCents: changedCents }).where(eq(ledgerEntries.id, entryId));
}
