/**
 * The package offers and their starting prices in euros, excluding VAT (sample prices).
 * Texts are in the services namespace under `packages.offers.<id>`.
 */
export const PACKAGE_OFFERS = [
  { id: 'showcase', fromEuros: 3500, monthly: false },
  { id: 'webApp', fromEuros: 12000, monthly: false },
  { id: 'mobileApp', fromEuros: 18000, monthly: false },
  { id: 'support', fromEuros: 650, monthly: true },
] as const;

export type PackageOfferId = (typeof PACKAGE_OFFERS)[number]['id'];

/** The starter pack's fixed price in euros, excluding VAT (sample price). */
export const STARTER_PACK_EUROS = 1900;
