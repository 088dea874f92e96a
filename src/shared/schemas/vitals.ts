import * as z from 'zod/mini';
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
      // A zod number is finite: Infinity and NaN fail the type itself.
      value: z.number({ error: 'badRequest' }).check(z.gte(0, { error: 'badRequest' }), z.lte(MAX_VITAL_MS, { error: 'badRequest' })),
      rating: z.optional(z.enum(VITAL_RATINGS, { error: 'badRequest' })),
      route: z.enum(ROUTE_NAMES as [RouteName, ...RouteName[]], { error: 'badRequest' }),
      navigationType: z.optional(z.enum(NAVIGATION_TYPES, { error: 'badRequest' })),
    },
    { error: 'badRequest' },
  )
  .check(z.refine((vital) => vital.name !== 'CLS' || vital.value <= MAX_CLS, { error: 'badRequest', path: ['value'] }));

/** A page sends its measurements together when it is hidden: at most this many at once. */
export const MAX_VITALS_PER_REQUEST = 10;

/** POST /vitals: one measurement, or a page's measurements in an array. */
export const vitalsRequestSchema = z.union(
  [
    vitalSchema,
    z
      .array(vitalSchema, { error: 'badRequest' })
      .check(z.minLength(1, { error: 'badRequest' }), z.maxLength(MAX_VITALS_PER_REQUEST, { error: 'badRequest' })),
  ],
  { error: 'badRequest' },
);

export type VitalPayload = z.input<typeof vitalSchema>;
export type Vital = z.output<typeof vitalSchema>;
