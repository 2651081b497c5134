import { Counter, Gauge, Registry } from 'prom-client';

/** Runs before each scrape: sets gauges from a current reading (a queue's depth, say). */
type MetricsCollector = () => void | Promise<void>;

/**
 * One app instance's metrics, in a registry of its own (tests build many apps in one process). The
 * request, pool and cache metrics are added by plugins/metrics.ts; what is counted outside a request
 * (mail, payments, jobs) is counted here, and a part of the app that has its own state to report (the job
 * queue) plugs into `addCollector` or `registry`. Labels never carry a user's data: route patterns, cache
 * names, outcomes, queue names.
 */
export interface Metrics {
  readonly registry: Registry;
  /** Mails handed to SMTP (or the drop folder) and those whose delivery failed. */
  readonly mail: Counter<'outcome'>;
  /** Card payments by outcome (never an amount, a card or a person). */
  readonly payments: Counter<'outcome'>;
  /** Jobs waiting or running, per queue and state: set by a collector the queue adds. */
  readonly queueJobs: Gauge<'queue' | 'state'>;
  /** Jobs that failed, per queue. */
  readonly queueFailures: Counter<'queue'>;
  /** Adds a collector called (and awaited) before every scrape; a collector that throws is skipped. */
  addCollector(collector: MetricsCollector): void;
  /** The registry's text (Prometheus exposition format), after the collectors ran. */
  scrape(): Promise<string>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const collectors: MetricsCollector[] = [];
  const mail = new Counter({
    name: 'puente_mail_deliveries_total',
    help: 'Mail deliveries by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'puente_payments_total',
    help: 'Card payments by outcome (succeeded, failed, pending, provider-unavailable)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const queueJobs = new Gauge({
    name: 'puente_queue_jobs',
    help: 'Jobs per queue and state (e.g. queued, active), as the queue last reported them',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  const queueFailures = new Counter({
    name: 'puente_queue_job_failures_total',
    help: 'Jobs that failed, per queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  return {
    registry,
    mail,
    payments,
    queueJobs,
    queueFailures,
    addCollector(collector) {
      collectors.push(collector);
    },
    async scrape() {
      await Promise.all(
        collectors.map((collector) =>
          Promise.resolve()
            .then(collector)
            .catch(() => undefined),
        ),
      );
      return registry.metrics();
    },
  };
}
