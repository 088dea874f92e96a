import type { Generated } from 'kysely';

/** One real-user measurement (migration 2026-11-21T1710_create_vitals): no IP, no user, no URL. */
export interface VitalsTable {
  id: Generated<number>;
  /** VitalName: CLS, FCP, LCP, INP, TTFB or FID. */
  name: string;
  /** Milliseconds, or unitless for CLS. */
  value: number;
  /** A RouteName, never a URL. */
  route: string;
  rating: string | null;
  navigation_type: string | null;
  /** ISO 8601 UTC. */
  created_at: string;
}

export interface VitalTables {
  vitals: VitalsTable;
}
