/** Runs tasks with at most `max` of them in progress; the others wait their turn in order. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

export function createConcurrencyLimit(max: number): ConcurrencyLimit {
  let active = 0;
  const waiting: (() => void)[] = [];

  return async (task) => {
    if (active < max) active += 1;
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
