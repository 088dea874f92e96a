import './zod';
import { z } from 'zod';
import { ROUTE_NAMES, type RouteName } from '../routes';

/** The web-vitals metrics the browser reports (FID for browsers of web-vitals before v4). */
export const VITAL_NAMES = ['CLS', 'FCP', 'LCP', 'INP', 'TTFB', 'FID'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;

/** Beyond these a value is a broken measurement, not a slow page: ten minutes, and a layout shift score of 100. */
export const MAX_VITAL_MS = 600_000;
export const MAX_CLS = 100;

/**
 * One measurement. `route` is a route NAME (`blogPage`), never a URL, so nothing
 * that identifies a visitor (a token in a query, an id in a path) is ever sent or stored.
 */
export const vitalSchema = z
  .strictObject(
    {
    name: z.enum(VITAL_NAMES, { error: 'badRequest' }),
    value: z.number({ error: 'badRequest' }).finite({ error: 'badRequest' }).min(0, { error: 'badRequest' }).max(MAX_VITAL_MS, { error: 'badRequest' }),
    rating: z.enum(VITAL_RATINGS, { error: 'badRequest' }).optional(),
    route: z.enum(ROUTE_NAMES as [RouteName, ...RouteName[]], { error: 'badRequest' }),
    navigationType: z.enum(NAVIGATION_TYPES, { error: 'badRequest' }).optional(),
    },
    { error: 'badRequest' },
  )
  .refine((vital) => vital.name !== 'CLS' || vital.value <= MAX_CLS, { error: 'badRequest', path: ['value'] });

/** A page sends its measurements together when it is hidden: at most this many at once. */
export const MAX_VITALS_PER_REQUEST = 10;

/** POST /vitals: one measurement, or a page's measurements in an array. */
export const vitalsRequestSchema = z.union(
  [vitalSchema, z.array(vitalSchema, { error: 'badRequest' }).min(1, { error: 'badRequest' }).max(MAX_VITALS_PER_REQUEST, { error: 'badRequest' })],
  { error: 'badRequest' },
);

export type VitalPayload = z.input<typeof vitalSchema>;
export type Vital = z.output<typeof vitalSchema>;
