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
 * Sends one metric to POST /api/vitals with sendBeacon, which still goes out while the page is
 * hidden or closing (when CLS, INP and LCP are final); without it, or when it refuses, a
 * keepalive fetch without cookies. A lost measurement is never worth an error.
 */
export function sendVital(metric: Metric): void {
  const json = JSON.stringify(vitalPayload(metric, window.location.pathname));
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

/** Starts the Core Web Vitals measurement (CLS, INP, which replaced FID, FCP, LCP, TTFB) and reports each metric to the server. */
export function startVitals(report: (metric: Metric) => void = sendVital): void {
  onCLS(report);
  onINP(report);
  onFCP(report);
  onLCP(report);
  onTTFB(report);
}
