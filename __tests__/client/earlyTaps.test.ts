/** The page's early-taps script (src/server/pages/earlyTaps.ts): presses and forms sent before the app is ready are kept, then replayed once. */
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT, EARLY_TAPS_SCRIPT_HASH } from '../../src/server/pages/earlyTaps';
import { CONTENT_SECURITY_POLICY } from '../../src/server/plugins/security';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let removeListeners: () => void;

beforeEach(() => {
  // The script listens on document for good: its listeners are taken back after each test.
  const added: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
  const add = document.addEventListener.bind(document);
  const spy = jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options]);
    add(type, listener, options);
  });
  new Function(EARLY_TAPS_SCRIPT)();
  spy.mockRestore();
  removeListeners = () => added.forEach(([type, listener, options]) => document.removeEventListener(type, listener, options));
  document.body.innerHTML = '<div id="root"><button type="button" id="menu">Menu</button><form><input name="email"><button type="submit" id="send">Envoyer</button></form></div>';
});

afterEach(() => {
  removeListeners();
  delete document.documentElement.dataset.app;
});

/** As React does once it has the page: a handler on the root, which the script must not let through early. */
function appHandler(type: string): jest.Mock {
  const handler = jest.fn();
  document.getElementById('root')!.addEventListener(type, handler);
  return handler;
}

async function appReady(): Promise<void> {
  document.documentElement.dataset.app = 'ready';
  // The observer's callback, then the replay's task.
  await settle();
  await settle();
}

test('a button pressed before the app is ready is pressed again, once, when it is', async () => {
  const clicks = appHandler('click');
  const menu = document.getElementById('menu')!;
  menu.click();
  menu.click();
  expect(clicks).not.toHaveBeenCalled();
  expect(menu.getAttribute('aria-busy')).toBe('true');
  await appReady();
  expect(clicks).toHaveBeenCalledTimes(1);
  expect(menu.hasAttribute('aria-busy')).toBe(false);
  menu.click();
  expect(clicks).toHaveBeenCalledTimes(2);
});

test('a submit button pressed early sends nothing by itself, and sends its form once the app is ready', async () => {
  const submits = appHandler('submit');
  document.getElementById('send')!.click();
  expect(submits).not.toHaveBeenCalled();
  await appReady();
  expect(submits).toHaveBeenCalledTimes(1);
});

test('a form sent early without a button is held back, then sent once the app is ready', async () => {
  const submits = jest.fn((event: Event) => event.defaultPrevented);
  const form = document.querySelector('form')!;
  form.addEventListener('submit', submits);
  const early = new Event('submit', { cancelable: true, bubbles: true });
  form.dispatchEvent(early);
  expect(early.defaultPrevented).toBe(true);
  // jsdom has no requestSubmit: the replay's submit is the one sent after.
  form.requestSubmit = () => form.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  await appReady();
  expect(submits).toHaveBeenCalledTimes(2);
  expect(submits.mock.results[1]!.value).toBe(false);
});

test('presses made once the app is ready go straight through', async () => {
  await appReady();
  const clicks = appHandler('click');
  document.getElementById('menu')!.click();
  expect(clicks).toHaveBeenCalledTimes(1);
});

test('the Content-Security-Policy allows this script by its hash and no other inline script', () => {
  expect(EARLY_TAPS_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`);
  const scriptSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('script-src '))!;
  expect(scriptSrc.split(' ')).toContain(EARLY_TAPS_SCRIPT_HASH);
  expect(scriptSrc).not.toMatch(/unsafe-inline/);
});
