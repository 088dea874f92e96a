/**
 * The entry: the stylesheet (written into the page by the server) and a few lines that start the
 * app once the server's page has been shown, its first image included. The app's scripts are
 * preloaded by the page, so they arrive meanwhile; running them first would hold those paints
 * back by their whole evaluation and hydration (a slow phone's first seconds).
 */
import './styles/global.css';

/** However late the page's paints, the app does not wait longer than this to start. */
const LONGEST_WAIT_MS = 3000;
/** An image that is not the page's largest paint is never reported: how long to give it once loaded. */
const IMAGE_PAINT_MS = 100;

function observed(type: string): boolean {
  return typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes(type);
}

/** Resolves at the first entry `matches`, from the browser's buffer or to come. */
function reported(type: 'paint' | 'largest-contentful-paint', matches: (entry: PerformanceEntry) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type, buffered: true });
  });
}

/** After the browser's next paint: a frame's callback runs just before it, a task just after. */
function nextPaintDone(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The page's first paint, once the browser has shown it (paint timing reports it then). */
function firstPaintShown(): Promise<void> {
  return observed('paint') ? reported('paint', (entry) => entry.name === 'first-contentful-paint') : nextPaintDone();
}

/** The image the server asked to load first (`fetchpriority="high"`), loaded or failed. */
function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** That image shown: reported as the largest paint so far, or painted, a little after loading. */
function imageShown(image: HTMLImageElement): Promise<void> {
  if (!observed('largest-contentful-paint')) return settled(image).then(nextPaintDone);
  return Promise.race([
    settled(image).then(() => delay(IMAGE_PAINT_MS)),
    reported('largest-contentful-paint', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === image),
  ]);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function pageShown(): Promise<void> {
  // Nothing to wait for in a hidden page, which paints nothing, nor in one the server did not
  // render (its rendering failed, or the dev server): there the app is the first thing shown.
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.firstElementChild) return;
  await firstPaintShown();
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (image) await imageShown(image);
}

void Promise.race([pageShown(), delay(LONGEST_WAIT_MS)]).then(() => import(/* webpackChunkName: "app" */ './start'));
