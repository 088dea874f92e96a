import type { UploadProgress } from '../../../../src/client/api/upload';
import { candidacyApi, type CandidacyArgs } from '../../../../src/client/features/careers/candidacyApi';
import { makeStore, type AppStore } from '../../../../src/client/app/store';
import { token, user } from '../../support/fixtures';
import { deferred, json, network, networkError, text, type HandlerContext } from '../../support/network';

/** The candidacy call itself: XMLHttpRequest, for its upload progress, with the base query's contract. */
const SEND = 'POST /api/candidacies/create-candidacy';

const fields = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '0612345678',
  presentation: 'Développeuse',
};
const cv = () => new File(['%PDF-1.7 cv'], 'cv.pdf', { type: 'application/pdf' });

const anonymous = () => makeStore({ persist: false }).store;
const loggedIn = () => makeStore({ persist: false, preloadedState: { auth: { user, token, status: 'authenticated' } } }).store;

function send(store: AppStore, args: Partial<CandidacyArgs> = {}) {
  return store.dispatch(candidacyApi.endpoints.createCandidacy.initiate({ ...fields, cv: cv(), ...args }));
}

describe('createCandidacy', () => {
  test('reports the upload’s progress, up to the whole body', async () => {
    const gate = deferred();
    network.use({
      [SEND]: async (_request, { uploadProgress, bodySize }) => {
        uploadProgress(bodySize / 4);
        await gate.promise;
        return json(201, { data: { id: 1 } });
      },
    });
    const seen: UploadProgress[] = [];
    const running = send(anonymous(), { onUploadProgress: (progress) => seen.push(progress) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    gate.resolve();

    await expect(running.unwrap()).resolves.toEqual({ id: 1 });
    const total = seen[0]!.total;
    expect(total).toBeGreaterThan(0);
    expect(seen.map((progress) => progress.loaded)).toEqual([Math.floor(total / 4), total]);
    expect(seen.every((progress) => progress.total === total)).toBe(true);
  });

  test('sends the token when there is one, and no Authorization header otherwise', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    await send(loggedIn()).unwrap();
    await send(anonymous()).unwrap();
    const [first, second] = network.requests(SEND);
    expect(first?.headers.authorization).toBe(`Bearer ${token}`);
    expect(second?.headers).not.toHaveProperty('authorization');
  });

  test('sends the job and a filled honeypot as parts of their own', async () => {
    network.use({ [SEND]: json(201, { data: { id: 1 } }) });
    await send(anonymous(), { job: 'alternant-ux-ui', website: 'spam' }).unwrap();
    expect(network.requests(SEND)[0]?.body).toMatchObject({ job: 'alternant-ux-ui', website: 'spam' });
  });

  test('a refusal gives the same ApiError as every other call', async () => {
    network.use({
      [SEND]: json(400, { code: 'emptyCV', message: 'Veuillez joindre votre CV', fields: { cv: 'emptyCV' } }),
    });
    await expect(send(anonymous()).unwrap()).rejects.toEqual({
      status: 400,
      code: 'emptyCV',
      message: 'Veuillez joindre votre CV',
      fields: { cv: 'emptyCV' },
    });
  });

  test('an answer that is not JSON is `internal`; no answer at all is `network`', async () => {
    network.use({ [SEND]: text(502, '<html>Bad gateway</html>', { type: 'text/html' }) });
    await expect(send(anonymous()).unwrap()).rejects.toMatchObject({ status: 'PARSING_ERROR', code: 'internal' });
    network.use({ [SEND]: networkError() });
    await expect(send(anonymous()).unwrap()).rejects.toEqual({
      status: 'FETCH_ERROR',
      code: 'network',
      message: 'Failed to fetch',
    });
  });

  test('aborting the mutation aborts the request', async () => {
    let reached: (context: HandlerContext) => void = () => undefined;
    // The request reaches the server when it does (a fixed wait raced on a busy machine).
    const reaching = new Promise<HandlerContext>((resolve) => {
      reached = resolve;
    });
    network.use({
      [SEND]: (_request, handlerContext) => {
        reached(handlerContext);
        return new Promise(() => undefined);
      },
    });
    const running = send(anonymous());
    const context = await reaching;
    expect(context.signal.aborted).toBe(false);
    running.abort();
    await expect(running.unwrap()).rejects.toBeDefined();
    expect(context.signal.aborted).toBe(true);
  });
});
