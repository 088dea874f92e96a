import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { codeForStatus, isErrorCode, type ClientErrorCode, type ErrorCode } from '../../shared/errors';
import { loggedOut, selectSessionToken } from './session';

/** A fetch for the API's calls: the server renderer answers them in-process instead of the network. */
export type ApiFetch = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

/** The store's thunk extra argument, where the base query finds an ApiFetch. */
export interface ThunkExtra {
  apiFetch?: ApiFetch;
}

/** Every failure of an API call, whatever went wrong: components translate `errors.<code>`. */
export interface ApiError {
  /** The HTTP status, or what kept the call from getting a usable answer. */
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  code: ErrorCode | ClientErrorCode;
  /** The server's message (in the request's language), or the network's. */
  message: string;
  /** Validation failures: each failing field with its first code. */
  fields?: Record<string, ErrorCode>;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { status, code, message } = value as Partial<ApiError>;
  return (
    (typeof status === 'number' || typeof status === 'string') &&
    (code === 'network' || isErrorCode(code)) &&
    typeof message === 'string'
  );
}

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const token = selectSessionToken(getState());
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', prepareHeaders });

/** The server renderer's calls: a Request needs an absolute URL, its host is never contacted. */
const IN_PROCESS_API_BASE = 'http://in-process/api';

function rawBaseQueryFor(extra: unknown): typeof rawBaseQuery {
  const apiFetch = (extra as ThunkExtra | undefined)?.apiFetch;
  return apiFetch ? fetchBaseQuery({ baseUrl: IN_PROCESS_API_BASE, prepareHeaders, fetchFn: apiFetch }) : rawBaseQuery;
}

/**
 * fetchBaseQuery plus the contract of decisions.md: the token header, `{ data }` unwrapped,
 * every failure turned into an ApiError, and a stored token dropped when the server refuses it.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const token = selectSessionToken(api.getState());
  const result = await rawBaseQueryFor(api.extra)(args, api, extraOptions);
  if (result.error) {
    const error = toApiError(result.error);
    // invalidCredentials is a wrong password typed by a logged-in user (delete account), not
    // a dead session. The token check skips a late answer to a session already replaced.
    if (
      token &&
      httpStatusOf(result.error) === 401 &&
      error.code !== 'invalidCredentials' &&
      selectSessionToken(api.getState()) === token
    ) {
      api.dispatch(loggedOut());
    }
    return { error, meta: result.meta };
  }
  return { data: unwrapData(result.data), meta: result.meta };
};

/** Lists and details come as `{ data }`; bodies with more keys (blog page, login) stay whole. */
export function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const keys = Object.keys(body);
    if (keys.length === 1 && keys[0] === 'data') return (body as { data: unknown }).data;
  }
  return body;
}

function httpStatusOf(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = error.data as { code?: unknown; message?: unknown; fields?: unknown } | null | undefined;
    if (body && typeof body === 'object' && isErrorCode(body.code)) {
      return {
        status: error.status,
        code: body.code,
        message: typeof body.message === 'string' ? body.message : body.code,
        ...(isFieldCodes(body.fields) ? { fields: body.fields } : {}),
      };
    }
    return {
      status: error.status,
      code: codeForStatus(error.status),
      message: typeof error.data === 'string' && error.data !== '' ? error.data : `HTTP ${error.status}`,
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { status: error.status, code: 'network', message: withoutErrorName(error.error) };
    case 'PARSING_ERROR':
      // Not JSON: a proxy's error page, a truncated answer. Nothing the user can act on.
      return { status: error.status, code: 'internal', message: withoutErrorName(error.error) };
    default:
      return { status: error.status, code: 'internal', message: withoutErrorName(error.error) };
  }
}

function isFieldCodes(value: unknown): value is Record<string, ErrorCode> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(isErrorCode)
  );
}

/** fetchBaseQuery reports `String(error)`: 'TypeError: Failed to fetch' becomes 'Failed to fetch'. */
function withoutErrorName(text: string): string {
  return text.replace(/^[A-Za-z]*Error: /, '');
}
