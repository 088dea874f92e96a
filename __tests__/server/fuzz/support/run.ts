import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import * as authSchemas from '../../../../src/shared/schemas/auth';
import * as languageSchemas from '../../../../src/shared/schemas/language';
import * as messageSchemas from '../../../../src/shared/schemas/messages';
import * as paymentSchemas from '../../../../src/shared/schemas/payments';
import { contractBreach, type AllowedServerError } from './contract';
import { requestFor, type FuzzRequest, type FuzzWorld } from './requests';
import type { FuzzRoute } from './routes';

/** 200 runs per route in CI; FUZZ_RUNS raises it locally. A fixed seed unless FUZZ_SEED says otherwise. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261121);

/** Every field name of the API's shared schemas, so a new field is fuzzed too; plus the file parts. */
export function schemaFieldNames(): string[] {
  const names = new Set(['cv', 'profileImage', 'repeatPassword', 'kind', 'options']);
  for (const module of [authSchemas, languageSchemas, messageSchemas, paymentSchemas]) {
    for (const value of Object.values(module)) {
      const shape = (value as { shape?: unknown } | null)?.shape;
      if (typeof shape === 'object' && shape !== null) for (const key of Object.keys(shape)) names.add(key);
    }
  }
  return [...names];
}

export interface FuzzTarget {
  app: FastifyInstance;
  world: FuzzWorld;
  allowed: readonly AllowedServerError[];
  /** Called before each request: turns the Stripe stub's failure on or off. */
  setStripeDown?: (down: boolean) => void;
  /** Requests per route (default FUZZ_RUNS). */
  runs?: number;
}

function shortened(request: FuzzRequest): string {
  const payload = request.payload === undefined ? undefined : String(request.payload).slice(0, 300);
  return JSON.stringify({ ...request, url: request.url.slice(0, 300), payload });
}

export interface RouteOutcome {
  /** What broke the contract, with the seed to replay it; null when the route kept it. */
  failure: string | null;
  /** How many answers of each status: shows the runs reached the handlers (not only 429s). */
  statuses: Record<number, number>;
}

/**
 * Runs the property on one route: never a 5xx outside the documented ones, always the error body
 * of decisions.md, never a stack trace.
 */
export async function fuzzRoute(target: FuzzTarget, route: FuzzRoute): Promise<RouteOutcome> {
  const statuses: Record<number, number> = {};
  const property = fc.asyncProperty(requestFor(route, target.world), async (request) => {
    target.setStripeDown?.(request.stripeDown);
    const { method, url, headers, payload, remoteAddress } = request;
    const response = await target.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress });
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const breach = contractBreach(response, route, target.allowed);
    if (breach !== null) throw new Error(`${breach}\nrequest: ${shortened(request)}\nanswer: ${response.statusCode} ${response.body.slice(0, 500)}`);
  });
  const details = await fc.check(property, { seed: FUZZ_SEED, numRuns: target.runs ?? FUZZ_RUNS, endOnFailure: process.env.FUZZ_SHRINK !== '1' });
  if (!details.failed) return { failure: null, statuses };
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  const failure = `${route.method} ${route.url}: ${cause}\nreplay: FUZZ_SEED=${details.seed} (path ${details.counterexamplePath}), FUZZ_SHRINK=1 to shrink`;
  return { failure, statuses };
}
