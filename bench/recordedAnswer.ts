/**
 * The site's answers, recorded as they went out (status, headers, body bytes as sent), for a bare
 * Fastify that sends the same at the same paths (baseline/answer.ts): at one pace, what an answer's
 * size and headers cost apart from what the site does to make it, the p99 budget's baseline
 * (bench/README.md).
 */
import http from 'node:http';
import type { Endpoint } from './api';
import { BROWSER_ACCEPT_ENCODING } from './support';

export interface RecordedAnswer {
  statusCode: number;
  /** As sent, but those Node's HTTP server writes itself on every answer. */
  headers: [string, string][];
  bodyBase64: string;
}

/** Written by Node's HTTP server (or Fastify, from the body) on every answer: the copy gets its own. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** Each recorded answer by the site's path that sent it. */
export type RecordedAnswers = Record<string, RecordedAnswer>;

/** The environment variable that hands the answers (`RecordedAnswers`, JSON) to baseline/answer.ts. */
export const ANSWER_ENV = 'BENCH_RECORDED_ANSWER';

/** GETs `endpoint` as the API rounds do (same request headers) and keeps the answer's raw bytes, still compressed. */
export function recordAnswer(origin: string, { path, headers }: Endpoint): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(origin + path, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`GET ${path} answered ${response.statusCode} while recording its answer.`));
        const raw = response.rawHeaders;
        const kept: [string, string][] = [];
        for (let i = 0; i < raw.length; i += 2) if (!CONNECTION_HEADERS.has(raw[i]!.toLowerCase())) kept.push([raw[i]!, raw[i + 1]!]);
        resolve({ statusCode: response.statusCode, headers: kept, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', reject);
  });
}
