/** The endpoints the benchmark loads. Later features add their hot endpoints here. */
export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Demo user to sign in as (its token goes in the Authorization header). */
  as?: string;
  /** Sends a fresh Idempotency-Key with every request (payments). */
  uniqueIdempotencyKey?: boolean;
  /** Runs once before the load (signed in as `as`) and may fill in the path or the body. */
  prepare?: (api: BenchApi) => Promise<Partial<Pick<Scenario, 'path' | 'body'>>>;
};

export type BenchApi = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** A customer with a stored test card, so each measured request is one charge of one cent. */
async function preparePayment(api: BenchApi) {
  const customer = await api<{ id: string }>('GET', '/api/retail/getstripecustomer');
  const card = await api<{ id: string }>('POST', '/api/retail/attachpaymentmethod', {
    number: '4242424242424242',
    customer: customer.id,
    cvc: '123',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    zipCode: '28001',
  });
  return { body: { amount: 0.01, customer: customer.id, paymentMethodId: card.id } };
}

export const scenarios: Scenario[] = [
  { name: 'health (select 1)', path: '/api/health' },
  { name: 'tenant (database read)', path: '/api/tenant' },
  { name: 'getmyaccount', path: '/api/account/getmyaccount', as: 'estudiante@demo.puente.test' },
  {
    name: 'registerretailpayment',
    method: 'POST',
    path: '/api/retail/registerretailpayment',
    as: 'estudiante@demo.puente.test',
    uniqueIdempotencyKey: true,
    prepare: preparePayment,
  },
  { name: 'course list', path: '/api/courses', as: 'estudiante@demo.puente.test' },
  {
    name: 'exercise submission',
    method: 'POST',
    path: '/api/exercises/:id/check',
    as: 'estudiante@demo.puente.test',
    prepare: prepareExerciseCheck,
  },
];

/** A single-choice exercise of the starter course, answered with its first option on every request. */
async function prepareExerciseCheck(api: BenchApi) {
  const list = await api<{ id: string; type: string }[]>('GET', '/api/exercises');
  const single = list.find((exercise) => exercise.type === 'single-choice');
  if (!single) throw new Error('no single-choice exercise in the demo content');
  const exercise = await api<{ options: { id: string }[] }>('GET', `/api/exercises/${single.id}`);
  return {
    path: `/api/exercises/${single.id}/check`,
    body: { answer: { type: 'single-choice', choice: exercise.options[0]!.id } },
  };
}
