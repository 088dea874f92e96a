import { createSlice, isAnyOf, isFulfilled, isPending, isRejected, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/api';

/** One flag per data area, plus language sending and payment processing (product spec, section 4). */
export const LOADING_AREAS = [
  'articles',
  'blog',
  'clients',
  'items',
  'jobs',
  'projects',
  'user',
  'language',
  'payment',
] as const;
export type LoadingArea = (typeof LOADING_AREAS)[number];

/**
 * Which area each endpoint belongs to. Endpoints are injected by the features, so they are named
 * here; the loading test checks every name against the API. Not listed: no flag.
 */
export const AREA_OF_ENDPOINT: Readonly<Record<string, LoadingArea>> = {
  getAllArticles: 'articles',
  getUniqueArticle: 'articles',
  get3Articles: 'articles',
  getBlogPage: 'blog',
  getAllClients: 'clients',
  getClientBySlug: 'clients',
  getAllItems: 'items',
  getUniqueItem: 'items',
  getAllJobs: 'jobs',
  getUniqueJob: 'jobs',
  getAllPublishedProjects: 'projects',
  getUniqueProject: 'projects',
  login: 'user',
  logout: 'user',
  createAccount: 'user',
  getMe: 'user',
  updateInfos: 'user',
  deleteAccount: 'user',
  lostPassword: 'user',
  resetPassword: 'user',
  changePassword: 'user',
  sendLanguage: 'language',
  processPayment: 'payment',
};

/** The requests in flight per area (their request ids), so parallel calls never clear each other. */
export type LoadingState = Record<LoadingArea, string[]>;

const initialState = Object.fromEntries(LOADING_AREAS.map((area) => [area, []])) as unknown as LoadingState;

interface ApiThunkMeta {
  requestId: string;
  arg?: { endpointName?: string };
}

/** The area of an RTK Query request action of our API, if any. */
function areaOf(action: UnknownAction): LoadingArea | undefined {
  if (!action.type.startsWith(`${api.reducerPath}/execute`)) return undefined;
  const endpointName = (action.meta as ApiThunkMeta | undefined)?.arg?.endpointName;
  return endpointName === undefined ? undefined : AREA_OF_ENDPOINT[endpointName];
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
