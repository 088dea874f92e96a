/**
 * A paced round's two parts that autocannon gets wrong for a latency budget (bench/README.md, "At a
 * shared pace"): requests spread evenly over time, and latencies kept to the microsecond.
 */
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';

/**
 * autocannon's `setupClient` for `connections` clients together sending `rate` requests a second,
 * evenly: each connection one request every `connections / rate` seconds, the connections a
 * `1 / rate` apart. autocannon's own `overallRate` lets each connection send its share of a second
 * back to back, then wait for the next second: every target got the same burst of 100 requests at
 * once, and a p99 that measured how fast it drains them, the throughput again.
 *
 * A connection whose answer comes after its next slot sends at once, keeping its schedule: it
 * catches up after a pause, and falls behind (the rate kept shows it) only when the target cannot
 * keep the pace.
 */
export function evenPace(rate: number, connections: number, now: () => number = () => performance.now()): (client: autocannon.Client) => void {
  const intervalMs = (1000 * connections) / rate;
  const start = now();
  let clients = 0;
  return (client) => {
    let due = start + (clients++ % connections) * (1000 / rate);
    const send = client._doRequest;
    client._doRequest = function sendOnSchedule(this: autocannon.Client) {
      if (this.destroyed) return;
      const wait = due - now();
      due += intervalMs;
      if (wait <= 0) send.call(this);
      else
        setTimeout(() => {
          if (!this.destroyed) send.call(this);
        }, wait);
    };
  };
}

export interface Percentiles {
  /** Milliseconds, to the microsecond. */
  p50: number;
  p90: number;
  p99: number;
}

/**
 * Percentiles of latencies in milliseconds (nearest rank), rounded to the microsecond. autocannon's
 * histogram keeps whole milliseconds, and, in a paced round, adds for each answer of L ms made-up
 * ones at L − 1, L − 2 … 1 ms (its coordinated-omission correction, with an interval of
 * `ceil(1 / rate)` read as 1 ms): a single slow answer then weighed as many.
 */
export function percentiles(latenciesMs: readonly number[]): Percentiles {
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (share: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]! * 1000) / 1000);
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99) };
}
