import { createSlice, isFulfilled, isRejected, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist/lib/constants';
import type { User } from '../../../shared/api';
import { endpointNameOf } from '../../api/api';
import { isApiError } from '../../api/baseQuery';
import { loggedOut } from '../../api/session';
import type { accountApi } from './accountApi';

/** `pending` until the stored token is known to be good (automatic login) or absent. */
export type AuthStatus = 'pending' | 'authenticated' | 'anonymous';

export interface AuthState {
  user: User | null;
  token: string | null;
  status: AuthStatus;
}

/** redux-persist's key for this slice (the store's storage adapter writes the token under `token`). */
export const AUTH_PERSIST_KEY = 'auth';

export const initialAuthState: AuthState = { user: null, token: null, status: 'pending' };

interface RehydrateAction {
  type: typeof REHYDRATE;
  key: string;
  payload?: { token?: string | null } | null;
}

type AccountEndpoints = typeof accountApi.endpoints;

/**
 * An account call's answer, told by its endpoint's name: the slice, which every page has, needs
 * none of accountApi's code, which comes with the pages that make these calls.
 */
const answered =
  <E extends keyof AccountEndpoints>(endpoint: E) =>
  (action: UnknownAction): action is PayloadAction<AccountEndpoints[E]['Types']['ResultType']> =>
    isFulfilled(action) && endpointNameOf(action) === endpoint;

/** An account call that failed, or that its condition skipped (`meta.condition`). */
const refused =
  (endpoint: keyof AccountEndpoints) =>
  (action: UnknownAction): action is PayloadAction<unknown, string, { condition?: boolean; aborted?: boolean }> =>
    isRejected(action) && endpointNameOf(action) === endpoint;

/** A stored token that could not be checked: anonymous for now, the token is tried again next load. */
const unchecked = (state: AuthState) => {
  if (state.status === 'pending') state.status = 'anonymous';
};

const signedOut = (state: AuthState) => {
  state.user = null;
  state.token = null;
  state.status = 'anonymous';
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The check's code could not be loaded. */
    sessionUnchecked: unchecked,
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, signedOut)
      .addCase(REHYDRATE, (state, action: PayloadAction<unknown> & RehydrateAction) => {
        if (action.key !== AUTH_PERSIST_KEY) return;
        // With a token, the store asks GET /users/me and the status waits for its answer.
        if (!(action.payload?.token ?? state.token)) state.status = 'anonymous';
      })
      .addMatcher(answered('login'), (state, { payload }) => {
        state.user = payload.user;
        state.token = payload.token;
        state.status = 'authenticated';
      })
      .addMatcher(answered('logout'), (state, { payload }) => {
        state.user = payload.user;
        state.token = payload.token;
        state.status = 'anonymous';
      })
      .addMatcher(answered('getMe'), (state, { payload }) => {
        state.user = payload;
        state.status = 'authenticated';
      })
      .addMatcher(refused('getMe'), (state, action) => {
        if (action.meta.condition || action.meta.aborted) return;
        const status = isApiError(action.payload) ? action.payload.status : undefined;
        if (status === 401) {
          signedOut(state);
        } else {
          // Server unreachable at start-up.
          unchecked(state);
        }
      })
      .addMatcher(answered('updateInfos'), (state, { payload }) => {
        if (typeof payload === 'object' && payload !== null && 'id' in payload) state.user = payload;
      })
      // The server removed the user and their sessions: the token is dead.
      .addMatcher(answered('deleteAccount'), signedOut);
  },
});

export { loggedOut };

export const authReducer = authSlice.reducer;
export const { sessionUnchecked } = authSlice.actions;

interface WithAuth {
  auth: AuthState;
}

export const selectAuthStatus = (state: WithAuth): AuthStatus => state.auth.status;
export const selectUser = (state: WithAuth): User | null => state.auth.user;
export const selectToken = (state: WithAuth): string | null => state.auth.token;
