import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { routeNameOf } from '../../shared/routes';
import type { VitalPayload } from '../../shared/schemas/vitals';

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * What is sent for a metric: its name, value and rating, and the NAME of the route it was
 * measured on, never the URL (a path or a query may carry an id or a token). A path no route
 * matches shows the 404 page, so it counts as `notFound`.
 */
export function vitalPayload(metric: Metric, pathname: string): VitalPayload {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    route: routeNameOf(pathname) ?? 'notFound',
    navigationType: metric.navigationType,
  };
}

/**
 * Sends measurements to POST /api/vitals with sendBeacon, which still goes out while the page
 * is hidden or closing; without it, or when it refuses, a keepalive fetch without cookies. A
 * lost measurement is never worth an error.
 */
export function sendVitals(vitals: readonly VitalPayload[]): void {
  const json = JSON.stringify(vitals);
  try {
    if (navigator.sendBeacon?.(VITALS_ENDPOINT, new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse a beacon of this type: the fetch below carries it.
  }
  fetch(VITALS_ENDPOINT, {
    method: 'POST',
    body: json,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/**
 * Starts the Core Web Vitals measurement (CLS, INP, which replaced FID, FCP, LCP, TTFB). Each
 * metric is noted with the route it was measured on, and a page's metrics leave together when
 * it is hidden (CLS, INP and LCP are final only then): one request per page, not five. `report`
 * replaces this with a reporter of one's own.
 */
export function startVitals(report?: (metric: Metric) => void): void {
  const queue: VitalPayload[] = [];
  const note = report ?? ((metric: Metric) => void queue.push(vitalPayload(metric, window.location.pathname)));
  onCLS(note);
  onINP(note);
  onFCP(note);
  onLCP(note);
  onTTFB(note);
  if (report) return;

  // Registered after web-vitals' own listeners, so the metrics it reports on hiding are in the batch.
  const flush = () => {
    if (queue.length > 0) sendVitals(queue.splice(0));
  };
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  addEventListener('pagehide', flush);
}
