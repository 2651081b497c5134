/**
 * The mixed load's generator, run by bench/mix.ts in its own process (so its CPU is counted apart from
 * Puente's): simulated students, each an async loop in this one process over keep-alive connections.
 * A student signs in (the login, then the account and the menus the app shell asks), opens the home page
 * (my day), a lesson, ten exercises (each opened, then checked with one of its options), twenty review
 * ratings (the queue, read again when it runs out), now and then a payment of one cent with the sandbox
 * card 4242 4242 4242 4242 and an Idempotency-Key, and signs out, then starts again; a dictionary search
 * every minute while signed in. Between two actions it thinks (a uniform draw from the think time).
 * Driven over IPC: `setup` once, then `target` (how many students are active) and `measure` (the
 * latencies of every request in a window, by action).
 */
import { randomUUID } from 'node:crypto';

export type MixShared = {
  lessons: string[];
  exercises: { id: string; options: string[] }[];
  words: string[];
};

type MixSetup = {
  type: 'setup';
  shared: MixShared;
  /** Every student that may take part: where it signs in (its instance) and its e-mail. */
  students: { base: string; email: string }[];
  password: string;
  thinkMs: [number, number];
  paymentChance: number;
  dictionaryEveryMs: number;
};

export type MixCommand =
  | MixSetup
  | { type: 'target'; students: number; rampMs: number }
  | { type: 'measure'; ms: number }
  | { type: 'stop' };

type ActionStats = {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export type MixWindow = {
  type: 'measured';
  seconds: number;
  /** Students active during the window (at its end). */
  students: number;
  requests: number;
  rps: number;
  all: ActionStats;
  actions: Record<string, ActionStats>;
  /** Review sessions that found no card left to rate (not an error: a student done for the day). */
  emptyReviewQueues: number;
  /** The first few failures, as they came: action, status (0: no answer) and the start of the body. */
  failures: { action: string; status: number; detail: string }[];
};

let setup: MixSetup | undefined;
let window: { durations: Map<string, number[]>; errors: Map<string, number>; empty: number } | undefined;
let failures: MixWindow['failures'] = [];
let stopped = false;
const active: Student[] = [];

class Stopped extends Error {}
class Failed extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

function record(action: string, ms: number, failed: boolean) {
  if (!window) return;
  const list = window.durations.get(action) ?? [];
  list.push(ms);
  window.durations.set(action, list);
  if (failed) window.errors.set(action, (window.errors.get(action) ?? 0) + 1);
}

class Student {
  active = true;
  private token: string | undefined;
  private dictionaryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly base: string,
    private readonly email: string,
  ) {}

  stop() {
    this.active = false;
    clearTimeout(this.dictionaryTimer);
  }

  private async think() {
    const [min, max] = setup!.thinkMs;
    await sleep(min + Math.random() * (max - min));
    if (!this.active || stopped) throw new Stopped();
  }

  /** One request: its latency recorded under `action`; any answer but 2xx is a failure. */
  private async call<T>(
    action: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
    const ok = status >= 200 && status < 300;
    record(action, performance.now() - started, !ok);
    if (!ok) {
      if (window && failures.length < 20) failures.push({ action, status, detail: text.slice(0, 200) });
      throw new Failed(`${action} ${status}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async run() {
    // The first session starts at a random step after the sign-in, so that students who join together
    // are soon spread over the whole session, as they would be at any moment of a school day.
    let first = true;
    while (this.active && !stopped) {
      try {
        await this.session(first);
      } catch (error) {
        if (error instanceof Stopped) break;
        if (!(error instanceof Failed)) throw error;
        // A failed request is recorded; the student thinks, then starts a new session.
        this.token = undefined;
        clearTimeout(this.dictionaryTimer);
        await sleep(setup!.thinkMs[1]);
      }
      first = false;
    }
  }

  /** A session's actions after the sign-in, each after a think. */
  private plan(): (() => Promise<unknown>)[] {
    const { shared } = setup!;
    const steps: (() => Promise<unknown>)[] = [
      () => this.call('home', 'GET', '/api/my-day'),
      () => this.call('lesson', 'GET', `/api/chapters/${pick(shared.lessons)}`),
    ];
    for (let i = 0; i < 10; i++) {
      const exercise = pick(shared.exercises);
      steps.push(
        () => this.call('exercise-open', 'GET', `/api/exercises/${exercise.id}`),
        () =>
          this.call('exercise-check', 'POST', `/api/exercises/${exercise.id}/check`, {
            answer: { type: 'single-choice', choice: pick(exercise.options) },
          }),
      );
    }
    const review = { cards: [] as { id: string; version: number }[], done: false };
    steps.push(() => this.reviewQueue(review));
    for (let i = 0; i < 20; i++) steps.push(() => this.rate(review));
    if (Math.random() < setup!.paymentChance) steps.push(() => this.pay());
    steps.push(async () => {
      clearTimeout(this.dictionaryTimer);
      await this.call('sign-out', 'PUT', '/api/authentication/logoff');
      this.token = undefined;
    });
    return steps;
  }

  private async session(first: boolean) {
    const login = await this.call<{ tokenId: string }>('sign-in', 'POST', '/api/authentication/login', {
      username: this.email,
      password: setup!.password,
    });
    this.token = login.tokenId;
    // The app shell after a sign-in.
    await Promise.all([
      this.call('sign-in', 'GET', '/api/account/getmyaccount'),
      this.call('sign-in', 'GET', '/api/menus'),
    ]);
    this.scheduleDictionary(Math.random() * setup!.dictionaryEveryMs);
    const plan = this.plan();
    for (const step of plan.slice(first ? Math.floor(Math.random() * plan.length) : 0)) {
      await this.think();
      await step();
    }
    await this.think();
  }

  private async reviewQueue(review: { cards: { id: string; version: number }[]; done: boolean }) {
    type Queue = { cards: { id: string; version: number }[] };
    review.cards = (await this.call<Queue>('review-queue', 'GET', '/api/reviews/queue')).cards;
    if (review.cards.length === 0) {
      review.done = true;
      if (window) window.empty++;
    }
  }

  /** A rating (Again, Hard or Good) of the next card the queue showed, reading it again when it ran out. */
  private async rate(review: { cards: { id: string; version: number }[]; done: boolean }) {
    if (review.done) return;
    if (review.cards.length === 0) await this.reviewQueue(review);
    const card = review.cards.shift();
    if (!card) return;
    await this.call('review-rating', 'POST', `/api/reviews/cards/${card.id}/rating`, {
      rating: 1 + Math.floor(Math.random() * 3),
      version: card.version,
    });
  }

  /** The payment page: the customer and its cards, a card saved when there is none, one cent paid. */
  private async pay() {
    await this.think();
    type Customer = { id: string; paymentMethods: { id: string }[] } | null;
    let customer = await this.call<Customer>('payment', 'GET', '/api/retail/getstripecustomer');
    customer ??= await this.call<NonNullable<Customer>>('payment', 'POST', '/api/retail/createcustomer');
    let card = customer.paymentMethods[0]?.id;
    await this.think();
    if (!card) {
      card = (
        await this.call<{ id: string }>('payment', 'POST', '/api/retail/attachpaymentmethod', {
          number: '4242424242424242',
          customer: customer.id,
          cvc: '123',
          expMonth: 12,
          expYear: new Date().getFullYear() + 3,
          zipCode: '28001',
        })
      ).id;
    }
    await this.call(
      'payment',
      'POST',
      '/api/retail/registerretailpayment',
      { amount: 0.01, customer: customer.id, paymentMethodId: card },
      { 'idempotency-key': randomUUID() },
    );
  }

  /** A dictionary search every minute while signed in (the first one at a random moment of the minute). */
  private scheduleDictionary(ms: number) {
    this.dictionaryTimer = setTimeout(() => {
      if (!this.active || stopped || !this.token) return;
      const q = encodeURIComponent(pick(setup!.shared.words));
      this.call('dictionary-search', 'GET', `/api/dictionary/search?q=${q}&dir=auto`).catch(() => undefined);
      this.scheduleDictionary(setup!.dictionaryEveryMs);
    }, ms);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return Math.round(sorted[Math.max(0, Math.min(sorted.length - 1, rank))]! * 10) / 10;
}

function stats(durations: number[], errors: number): ActionStats {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
  };
}

/** Starts students up to `target` (spread over the ramp, so their sign-ins do not come at once), stops the rest. */
function setTarget(target: number, rampMs: number) {
  const students = setup!.students;
  if (target > students.length) throw new Error(`only ${students.length} students were prepared`);
  while (active.length > target) active.pop()!.stop();
  const adding = target - active.length;
  for (let i = 0; i < adding; i++) {
    const { base, email } = students[active.length]!;
    const student = new Student(base, email);
    active.push(student);
    setTimeout(
      () => {
        if (student.active) void student.run();
      },
      (rampMs * i) / Math.max(1, adding),
    );
  }
}

async function measure(ms: number): Promise<MixWindow> {
  window = { durations: new Map(), errors: new Map(), empty: 0 };
  failures = [];
  const started = performance.now();
  await sleep(ms);
  const { durations, errors, empty } = window;
  window = undefined;
  const seconds = (performance.now() - started) / 1000;
  const all = [...durations.values()].flat();
  const allErrors = [...errors.values()].reduce((sum, n) => sum + n, 0);
  return {
    type: 'measured',
    seconds: Math.round(seconds * 10) / 10,
    students: active.length,
    requests: all.length,
    rps: Math.round((all.length / seconds) * 10) / 10,
    all: stats(all, allErrors),
    actions: Object.fromEntries(
      [...durations.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([action, list]) => [action, stats(list, errors.get(action) ?? 0)]),
    ),
    emptyReviewQueues: empty,
    failures,
  };
}

process.on('message', (command: MixCommand) => {
  if (command.type === 'setup') setup = command;
  else if (command.type === 'target') setTarget(command.students, command.rampMs);
  else if (command.type === 'measure') void measure(command.ms).then((result) => process.send!(result));
  else {
    stopped = true;
    for (const student of active) student.stop();
    process.disconnect();
    setTimeout(() => process.exit(0), 100).unref();
  }
});
process.send!({ type: 'ready' });
