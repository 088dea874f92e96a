import { createConcurrencyLimit } from '../../../src/server/http/concurrencyLimit';

/** A task that runs until its `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('createConcurrencyLimit', () => {
  test('runs at most `max` tasks at once, the others in order as slots free up', async () => {
    const limit = createConcurrencyLimit(2);
    const started: number[] = [];
    const tasks = [pending(), pending(), pending()];
    const runs = tasks.map((t, i) => limit(async () => (started.push(i), t.task())));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    tasks[1]!.finish();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.finish();
    tasks[2]!.finish();
    await Promise.all(runs);
  });

  test('with a bound, a task past the waiting room is refused at once with the bound’s error, and a freed place is taken again', async () => {
    const limit = createConcurrencyLimit(1, { maxWaiting: 1, whenFull: () => new Error('full') });
    const first = pending();
    const running = limit(first.task);
    const waiting = limit(async () => 'waited');
    await expect(limit(async () => 'refused')).rejects.toThrow('full');
    first.finish();
    await running;
    await expect(waiting).resolves.toBe('waited');
    await expect(limit(async () => 'after')).resolves.toBe('after');
  });
});
