import type { Metric, Registry } from 'prom-client';

/** One label set's counts: per bucket (not cumulative; the last one is above every bound), sum and count. */
type Series = { labels: Record<string, string>; counts: Float64Array; sum: number; count: number };

export interface LightHistogram {
  /** A new series for these labels: the caller keeps it (by a key of its own) and observes on it. */
  series(labels: Record<string, string>): { observe(value: number): void };
}

/**
 * A histogram for the per-request path: observing costs a short bucket scan and three additions on a
 * series the caller keeps by a key of its own (prom-client's Histogram hashes the labels on every
 * observe, about 1 µs). The registry reads it like its own metrics: buckets, sum and count per label set
 * in the Prometheus text format.
 */
export function createLightHistogram(options: {
  name: string;
  help: string;
  buckets: readonly number[];
  registry: Registry;
}): LightHistogram {
  const { name, help, buckets } = options;
  const all: Series[] = [];
  const observer = (series: Series) => ({
    observe(value: number) {
      let bucket = 0;
      while (bucket < buckets.length && value > buckets[bucket]!) bucket++;
      series.counts[bucket]!++;
      series.sum += value;
      series.count++;
    },
  });
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const series of all) {
        let cumulative = 0;
        buckets.forEach((bound, i) => {
          cumulative += series.counts[i]!;
          values.push({
            labels: { le: bound, ...series.labels },
            value: cumulative,
            metricName: `${name}_bucket`,
          });
        });
        values.push({
          labels: { le: '+Inf', ...series.labels },
          value: series.count,
          metricName: `${name}_bucket`,
        });
        values.push({ labels: series.labels, value: series.sum, metricName: `${name}_sum` });
        values.push({ labels: series.labels, value: series.count, metricName: `${name}_count` });
      }
      return { name, help, type: 'histogram', aggregator: 'sum', values };
    },
  };
  options.registry.registerMetric(metric as unknown as Metric);
  return {
    series(labels) {
      const series: Series = { labels, counts: new Float64Array(buckets.length + 1), sum: 0, count: 0 };
      all.push(series);
      return observer(series);
    },
  };
}
