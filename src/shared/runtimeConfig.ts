import type { CompanyOverrides } from './company';

/**
 * Settings the server writes into the served index.html (a JSON script element, never
 * executable), so that one client build serves any deployment.
 */
export interface RuntimeConfig {
  /** Stripe publishable key; null when payments are off. */
  stripePublishableKey: string | null;
  /** Absolute URL of the site, without a trailing slash (canonical links, e-mails). */
  siteUrl: string;
  company: CompanyOverrides;
}

export const RUNTIME_CONFIG_ELEMENT_ID = 'app-config';
