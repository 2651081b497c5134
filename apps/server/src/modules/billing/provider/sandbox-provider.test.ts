import { describe, expect, it } from 'vitest';
import { TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';

import { createSandboxProvider } from './sandbox-provider.ts';

describe('the sandbox provider', () => {
  const clock = new TestClock('2026-03-02');
  const t = useTestApp({ clock });

  const provider = () => createSandboxProvider({ db: t.deps.db, clock });
  const cardOf = (number: string, cvc = '731', expYear = 2030, expMonth = 12) => ({
    number,
    cvc,
    expMonth,
    expYear,
    zipCode: '28001',
  });

  it('keeps its record in its own tables: a restarted provider finds the charges, and a key charges once', async () => {
    const before = provider();
    const { id: customer } = await before.createCustomer({ idempotencyKey: 'restart' });
    const card = await before.attachPaymentMethod(customer, cardOf('4242 4242 4242 4242'));
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    const request = { customer, paymentMethod: card.id, amountCents: 2_500, idempotencyKey: 'restart-1' };
    const charge = await before.charge(request);
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: 2_500, errorCode: null });

    const after = provider();
    expect((await after.createCustomer({ idempotencyKey: 'restart' })).id).toBe(customer);
    expect(await after.findChargeByIdempotencyKey({ idempotencyKey: 'restart-1', customer })).toEqual(charge);
    expect((await after.charge(request)).id).toBe(charge.id);
    expect(await after.listCharges({ customer })).toEqual([charge]);
    await expect(after.charge({ ...request, amountCents: 2_600 })).rejects.toThrow(/same parameters/);
    expect(await after.findChargeByIdempotencyKey({ idempotencyKey: 'never', customer })).toBeNull();
  });

  it('charges once for a key sent twice at the same moment, and each other key once (one batched insert)', async () => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({ idempotencyKey: 'together' });
    const card = await sandbox.attachPaymentMethod(customer, cardOf('4242 4242 4242 4242'));
    const request = (key: string) => ({
      customer,
      paymentMethod: card.id,
      amountCents: 700,
      idempotencyKey: key,
    });
    const [first, again, other] = await Promise.all([
      sandbox.charge(request('together-1')),
      sandbox.charge(request('together-1')),
      sandbox.charge(request('together-2')),
    ]);
    expect(again).toEqual(first);
    expect(other!.id).not.toBe(first!.id);
    expect(other).toMatchObject({ status: 'succeeded', amountCents: 700, idempotencyKey: 'together-2' });
    const listed = await sandbox.listCharges({ customer });
    expect(listed.map((charge) => charge.idempotencyKey).sort()).toEqual(['together-1', 'together-2']);
    expect(await sandbox.findChargeByIdempotencyKey({ idempotencyKey: 'together-1', customer })).toEqual(
      first,
    );
  });

  it.each([
    ['4242424242424241', '731', 2030, 'incorrect_number'],
    ['378282246310005', '731', 2030, 'invalid_cvc'],
    ['4242424242424242', '7310', 2030, 'invalid_cvc'],
    ['4242424242424242', '731', 2025, 'invalid_expiry_year'],
  ])('refuses %s (cvc %s, %s) with %s', async (number, cvc, expYear, code) => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({
      idempotencyKey: `bad-${number}-${cvc}-${expYear}`,
    });
    await expect(sandbox.attachPaymentMethod(customer, cardOf(number, cvc, expYear))).rejects.toMatchObject({
      code,
    });
  });

  it('lists the charges and refunds made since a moment (the reconciliation window)', async () => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({ idempotencyKey: 'listing' });
    const card = await sandbox.attachPaymentMethod(customer, cardOf('4242424242424242'));
    const charge = (key: string) =>
      sandbox.charge({ customer, paymentMethod: card.id, amountCents: 1_000, idempotencyKey: key });
    const old = await charge('listing-old');
    const oldRefund = await sandbox.refund({
      charge: old.id,
      amountCents: 100,
      idempotencyKey: 'listing-r-old',
    });
    clock.advance(10 * 86_400_000);
    const recent = await charge('listing-new');
    const recentRefund = await sandbox.refund({
      charge: recent.id,
      amountCents: 200,
      idempotencyKey: 'listing-r-new',
    });
    const since = new Date(clock.now().getTime() - 7 * 86_400_000);
    expect((await sandbox.listCharges({ customer, since })).map((each) => each.id)).toEqual([recent.id]);
    expect((await sandbox.listCharges({ customer })).map((each) => each.id)).toEqual([old.id, recent.id]);
    const refunds = (await sandbox.listRefunds({ since })).map((each) => each.id);
    expect(refunds).toContain(recentRefund.id);
    expect(refunds).not.toContain(oldRefund.id);
  });

  it('accepts Amex with a 4-digit CVC and refuses an unknown customer', async () => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({ idempotencyKey: 'amex' });
    expect(await sandbox.attachPaymentMethod(customer, cardOf('378282246310005', '8642'))).toMatchObject({
      brand: 'amex',
      last4: '0005',
    });
    await expect(
      sandbox.attachPaymentMethod('cus_sbx_nobody', cardOf('4242424242424242')),
    ).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });

  it('declines charges on a card that has expired since it was stored', async () => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({ idempotencyKey: 'expiring' });
    const card = await sandbox.attachPaymentMethod(customer, cardOf('4242424242424242', '731', 2026, 4));
    clock.setDay('2026-05-01');
    const charge = await sandbox.charge({
      customer,
      paymentMethod: card.id,
      amountCents: 100,
      idempotencyKey: 'exp-1',
    });
    expect(charge).toMatchObject({
      status: 'failed',
      errorCode: 'expired_card',
      errorMessage: 'Your card has expired.',
    });
    clock.setDay('2026-03-02');
  });

  it('refunds a succeeded charge up to its amount, once per key, and refuses the rest', async () => {
    const sandbox = provider();
    const { id: customer } = await sandbox.createCustomer({ idempotencyKey: 'refunds' });
    const card = await sandbox.attachPaymentMethod(customer, cardOf('4242 4242 4242 4242'));
    const charge = await sandbox.charge({
      customer,
      paymentMethod: card.id,
      amountCents: 2_000,
      idempotencyKey: 'refunds-1',
    });
    const request = { charge: charge.id, amountCents: 1_200, idempotencyKey: 'refund-1' };
    const first = await sandbox.refund(request);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 1_200, charge: charge.id });
    expect((await provider().refund(request)).id).toBe(first.id);
    await expect(sandbox.refund({ ...request, amountCents: 100 })).rejects.toThrow(/same parameters/);
    expect(
      await sandbox.refund({ charge: charge.id, amountCents: 801, idempotencyKey: 'refund-2' }),
    ).toMatchObject({
      status: 'failed',
      errorCode: 'amount_too_large',
    });
    expect(
      await sandbox.refund({ charge: charge.id, amountCents: 800, idempotencyKey: 'refund-3' }),
    ).toMatchObject({
      status: 'succeeded',
    });
    expect(
      await sandbox.refund({ charge: 'ch_unknown', amountCents: 1, idempotencyKey: 'refund-4' }),
    ).toMatchObject({
      status: 'failed',
      errorCode: 'resource_missing',
    });
  });
});
