/** Runs tasks with at most `max` of them in progress; the others wait their turn in order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

export interface QueueBound {
  /** Tasks that may wait for a slot; one more is refused at once. */
  maxWaiting: number;
  /** The error a refused task rejects with (a 503 with Retry-After, say). */
  whenFull: () => Error;
}

export function createConcurrencyLimit(max: number, bound?: QueueBound): ConcurrencyLimit {
  let active = 0;
  const waiting: (() => void)[] = [];

  return async (task) => {
    if (active < max) active += 1;
    else if (bound !== undefined && waiting.length >= bound.maxWaiting) throw bound.whenFull();
    // The finishing task hands its slot straight over, so `active` does not change.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
