import zlib from 'node:zlib';

/**
 * Brotli at its best quality takes several MB per encoder: the answer caches of a process run one at
 * a time, however many bodies are kept at once (docs/server.md, "Memory"). zlib is watched before
 * the cache's module is loaded, since it takes brotliCompress as it loads.
 */
describe('AnswerCache brotli compression', () => {
  const original = zlib.brotliCompress;
  let running = 0;
  let mostAtOnce = 0;

  beforeAll(() => {
    jest.spyOn(zlib, 'brotliCompress').mockImplementation(((buffer: Buffer, options: zlib.BrotliOptions, callback: (error: Error | null, result: Buffer) => void) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      original(buffer, options, (error, result) => {
        running -= 1;
        callback(error, result);
      });
    }) as typeof zlib.brotliCompress);
  });

  afterAll(() => jest.restoreAllMocks());

  it('compresses the bodies kept at once one after the other, and each gets its brotli form', async () => {
    const { AnswerCache } = await import('../../../src/server/http/answerCache');
    const caches = [new AnswerCache(), new AnswerCache()];
    const pages = Array.from({ length: 6 }, (_, page) => `<main>${`<p>Page ${page}: du texte qui se répète un peu. </p>`.repeat(400)}</main>`);
    const entries = pages.map((html, page) => caches[page % 2]!.complete(caches[page % 2]!.begin(`/page/${page}`, 1), html, 1));

    const deadline = Date.now() + 20_000;
    while (entries.some((entry) => entry.body.br === null) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entries.map((entry) => zlib.brotliDecompressSync(entry.body.br!).toString())).toEqual(pages);
    expect(mostAtOnce).toBe(1);
  });
});
