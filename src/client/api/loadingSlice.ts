import { createSlice, isAnyOf, isFulfilled, isPending, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { PUBLIC_CONTENT_KINDS } from '../../shared/contentKinds';
import { endpointNameOf } from './api';

/**
 * One flag per data area (each public content kind's, the blog's pages, the user's), plus language
 * sending and payment processing (product spec, section 4).
 */
export const LOADING_AREAS = [...PUBLIC_CONTENT_KINDS.map((kind) => kind.key), 'blog', 'user', 'language', 'payment'] as const;
export type LoadingArea = (typeof LOADING_AREAS)[number];

const areaOfEndpoint = new Map<string, LoadingArea | null>();

/**
 * Gives each endpoint of an API module its loading area (`null`: no flag), next to the endpoints:
 * the table is keyed by the module's own endpoint names, so a misspelt or a forgotten endpoint
 * fails tsc.
 *
 *   loadingAreas(jobsApi, { getAllJobs: 'jobs', getUniqueJob: 'jobs' });
 */
export function loadingAreas<Endpoints>(_api: { endpoints: Endpoints }, areas: Record<keyof Endpoints, LoadingArea | null>): void {
  for (const [endpoint, area] of Object.entries<LoadingArea | null>(areas)) areaOfEndpoint.set(endpoint, area);
}

/** The area of an endpoint; undefined for one whose module declared none. */
export function loadingAreaOf(endpointName: string): LoadingArea | null | undefined {
  return areaOfEndpoint.get(endpointName);
}

/** The requests in flight per area (their request ids), so parallel calls never clear each other. */
export type LoadingState = Record<LoadingArea, string[]>;

const initialState = Object.fromEntries(LOADING_AREAS.map((area) => [area, []])) as unknown as LoadingState;

/** The area of an RTK Query request action of our API, if any. */
function areaOf(action: UnknownAction): LoadingArea | undefined {
  const endpointName = endpointNameOf(action);
  return endpointName === undefined ? undefined : (loadingAreaOf(endpointName) ?? undefined);
}

const loadingSlice = createSlice({
  name: 'loading',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isPending, (state, action) => {
        const area = areaOf(action);
        if (area) state[area].push(action.meta.requestId);
      })
      // A request skipped by its condition (already cached) is rejected without having been
      // pending: its id is simply not in the list.
      .addMatcher(isAnyOf(isFulfilled, isRejected), (state, action) => {
        const area = areaOf(action);
        if (area) state[area] = state[area].filter((id) => id !== action.meta.requestId);
      });
  },
});

export const loadingReducer = loadingSlice.reducer;

export const selectIsLoading =
  (area: LoadingArea) =>
  (state: { loading: LoadingState }): boolean =>
    state.loading[area].length > 0;
