import frErrors from '../../../src/shared/locales/fr/errors.json';
import * as rendering from '../../../src/server/pages/renderPage';
import { MAX_CONCURRENT_RENDERS, MAX_WAITING_RENDERS } from '../../../src/server/pages/plugin';
import { buildTestApp, type TestApp } from '../support/testApp';

describe('the page cache', () => {
  let server: TestApp;
  let renders: jest.SpyInstance;
  beforeAll(async () => {
    server = await buildTestApp();
  });
  beforeEach(() => {
    renders = jest.spyOn(rendering, 'renderPage');
  });
  afterEach(() => renders.mockRestore());
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
  const random = () => Math.random().toString(36).slice(2);

  test('100 random query strings on one page render it once: parameters no page reads share its rendering', async () => {
    const answers = [];
    for (let i = 0; i < 100; i += 1) answers.push(await get(`/fr/projets?${random()}=${random()}&utm_source=${random()}&fbclid=${random()}`));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  test('requests for one page arriving together share one rendering', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(`/fr/services?utm_source=${random()}`)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  test('the parameters a page reads still give their own renderings: the language, the job applied to', async () => {
    const english = await get('/fr/l-agence?lng=en&utm_campaign=x');
    const french = await get('/fr/l-agence?utm_campaign=y');
    expect(english.body).toContain('<html lang="en">');
    expect(french.body).toContain('<html lang="fr">');
    const job = await get('/fr/candidature?job=developpeur-full-stack-js&utm_source=jobboard');
    const spontaneous = await get('/fr/candidature?utm_source=jobboard');
    expect(job.body).toMatch(/<p class="candidacy-job">[^<]*Développeur/);
    expect(spontaneous.body).not.toContain('candidacy-job');
    expect(renders).toHaveBeenCalledTimes(4);
  });

  test('a reset link’s page shows its code, and is never kept: the secret of one address is not served for another', async () => {
    const one = await get('/fr/reset-password?token=first-secret-code-aaaaaaaa&email=lea%40example.com');
    const two = await get('/fr/reset-password?token=other-secret-code-bbbbbbbb&email=noe%40example.com');
    expect(one.body).toContain('first-secret-code-aaaaaaaa');
    expect(two.body).toContain('other-secret-code-bbbbbbbb');
    expect(two.body).not.toContain('first-secret-code');
    await get('/fr/reset-password?token=first-secret-code-aaaaaaaa&email=lea%40example.com');
    expect(renders).toHaveBeenCalledTimes(3);
  });

  test('a redirect keeps the parameters the page ignored', async () => {
    const response = await get('/?utm_source=newsletter&lng=en');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr?lng=en&utm_source=newsletter');
  });

  test('a flood of misses waits in a short queue; past it the page answers 503 with Retry-After, and cached pages keep answering', async () => {
    const cachedPage = await get('/fr/contact');
    expect(cachedPage.statusCode).toBe(200);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const real = renders.getMockImplementation() ?? jest.requireActual<typeof rendering>('../../../src/server/pages/renderPage').renderPage;
    renders.mockImplementation(async (request: rendering.RenderRequest) => {
      await gate;
      return real(request);
    });

    let refused = 0;
    const flood = Array.from({ length: MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS + 7 }, (_, i) =>
      get(`/fr/missing.${i}.${random()}`).then((answer) => {
        if (answer.statusCode === 503) refused += 1;
        return answer;
      }),
    );
    // While every render slot is held: the cached page still answers, at once.
    const meanwhile = await get('/fr/contact');
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.body).toBe(cachedPage.body);
    // Refused at once, while every render still waits (each request reaches the queue after its own awaits: the database's, on PostgreSQL).
    for (let waited = 0; refused < 7 && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const answers = await Promise.all(flood);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 404)).toHaveLength(MAX_CONCURRENT_RENDERS + MAX_WAITING_RENDERS);
    for (const answer of busy) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      // The page still comes, for the browser to render.
      expect(answer.body).toContain(`<div id="root"><noscript><p>${frErrors.serverBusy}</p></noscript></div>`);
      expect(answer.body).toContain('<meta name="robots" content="noindex"');
    }
  });
});
