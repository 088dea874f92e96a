import { AnswerCache } from '../../../src/server/http/answerCache';

/** Fills `key` at `version` with `payload`, as a content route's first answer would. */
function fill(cache: AnswerCache, key: string, payload: string, version = 1) {
  return cache.complete(cache.begin(key, version), payload, version);
}

describe('AnswerCache', () => {
  it('answers what was kept for the same version only', () => {
    const cache = new AnswerCache();
    fill(cache, '/a', '{"data":1}');
    expect(cache.get('/a', 1)?.body.identity.toString()).toBe('{"data":1}');
    expect(cache.get('/a', 2)).toBeUndefined();
    expect(cache.get('/b', 1)).toBeUndefined();
  });

  it('does not keep an answer computed before the content changed', () => {
    const cache = new AnswerCache();
    const started = cache.begin('/a', 1);
    const entry = cache.complete(started, '{"data":"old"}', 2);
    expect(entry.body.identity.toString()).toBe('{"data":"old"}');
    expect(cache.get('/a', 1)).toBeUndefined();
  });

  it('lets later requests wait for a fill under way, and tells them when it gave nothing', async () => {
    const cache = new AnswerCache();
    const first = cache.begin('/a', 1);
    const waiting = cache.pending('/a', 1)!.done;
    expect(cache.pending('/a', 2)).toBeUndefined();
    cache.complete(first, '{"data":1}', 1);
    expect((await waiting)?.body.identity.toString()).toBe('{"data":1}');
    expect(cache.pending('/a', 1)).toBeUndefined();

    const failing = cache.begin('/b', 1);
    const waitingForError = cache.pending('/b', 1)!.done;
    cache.abandon(failing);
    expect(await waitingForError).toBeNull();
    expect(cache.get('/b', 1)).toBeUndefined();
  });

  it('keeps a body reached by many addresses once, with one ETag', () => {
    const cache = new AnswerCache();
    const page = JSON.stringify({ data: 'x'.repeat(500) });
    const entries = ['/blog/page/1', '/blog/page/abc', '/blog/page/-1'].map((key) => fill(cache, key, page));
    expect(new Set(entries.map((entry) => entry.body)).size).toBe(1);
    expect(cache.bytes).toBeLessThan(page.length + 100);
  });

  it('forgets the least recently used answers beyond its count', () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    fill(cache, '/a', '"a"');
    fill(cache, '/b', '"b"');
    cache.get('/a', 1);
    fill(cache, '/c', '"c"');
    expect(cache.size).toBe(2);
    expect(cache.get('/b', 1)).toBeUndefined();
    expect(cache.get('/a', 1)).toBeDefined();
    expect(cache.get('/c', 1)).toBeDefined();
  });

  it('stays within its bytes however many distinct answers come', () => {
    const cache = new AnswerCache({ maxBytes: 10_000, compressFrom: Infinity });
    for (let page = 0; page < 200; page++) fill(cache, `/blog/page/${page}`, JSON.stringify({ page, data: 'y'.repeat(400) }));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.get('/blog/page/199', 1)).toBeDefined();
    expect(cache.get('/blog/page/0', 1)).toBeUndefined();
  });

  it('empties on clear', () => {
    const cache = new AnswerCache();
    fill(cache, '/a', '"a"');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    expect(cache.get('/a', 1)).toBeUndefined();
  });
});
