import { createContext, useContext, useMemo } from 'react';
import { companyWith, type Company } from '../../shared/company';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '../../shared/runtimeConfig';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { stripePublishableKey: null, siteUrl: '', company: {} };

/** Reads what the server wrote into index.html; a missing or broken element means the defaults. */
export function readRuntimeConfig(doc: Document): RuntimeConfig {
  try {
    const parsed = JSON.parse(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent || '{}') as Partial<RuntimeConfig>;
    return { ...DEFAULT_RUNTIME_CONFIG, ...parsed, company: { ...parsed.company } };
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
}

const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULT_RUNTIME_CONFIG);
export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}

/** Payments work on this deployment: the server sent a Stripe publishable key with the page. */
export function usePaymentsAvailable(): boolean {
  return useRuntimeConfig().stripePublishableKey !== null;
}

/** The agency's identity, with this deployment's overrides. */
export function useCompany(): Company {
  const { company } = useRuntimeConfig();
  return useMemo(() => companyWith(company), [company]);
}
