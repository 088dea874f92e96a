import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Starts the Core Web Vitals measurement (CLS, INP, which replaced FID, FCP, LCP, TTFB).
 * No reporter yet (product spec); the reach issue adds one that beacons to /api/vitals.
 */
export function startVitals(report: (metric: Metric) => void = () => {}): void {
  onCLS(report);
  onINP(report);
  onFCP(report);
  onLCP(report);
  onTTFB(report);
}
