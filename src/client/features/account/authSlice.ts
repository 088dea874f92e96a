import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist/lib/constants';
import type { User } from '../../../shared/api';
import { isApiError } from '../../api/baseQuery';
import { loggedOut } from '../../api/session';
import { accountApi } from './accountApi';

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

const signedOut = (state: AuthState) => {
  state.user = null;
  state.token = null;
  state.status = 'anonymous';
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, signedOut)
      .addCase(REHYDRATE, (state, action: PayloadAction<unknown> & RehydrateAction) => {
        if (action.key !== AUTH_PERSIST_KEY) return;
        // With a token, the store asks GET /users/me and the status waits for its answer.
        if (!(action.payload?.token ?? state.token)) state.status = 'anonymous';
      })
      .addMatcher(accountApi.endpoints.login.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.token = payload.token;
        state.status = 'authenticated';
      })
      .addMatcher(accountApi.endpoints.logout.matchFulfilled, (state, { payload }) => {
        state.user = payload.user;
        state.token = payload.token;
        state.status = 'anonymous';
      })
      .addMatcher(accountApi.endpoints.getMe.matchFulfilled, (state, { payload }) => {
        state.user = payload;
        state.status = 'authenticated';
      })
      .addMatcher(accountApi.endpoints.getMe.matchRejected, (state, action) => {
        if (action.meta.condition || action.meta.aborted) return;
        const status = isApiError(action.payload) ? action.payload.status : undefined;
        if (status === 401) {
          signedOut(state);
        } else if (state.status === 'pending') {
          // Server unreachable at start-up: anonymous for now, the token is tried again next load.
          state.status = 'anonymous';
        }
      })
      .addMatcher(accountApi.endpoints.updateInfos.matchFulfilled, (state, { payload }) => {
        if (typeof payload === 'object' && payload !== null && 'id' in payload) state.user = payload;
      })
      // The server removed the user and their sessions: the token is dead.
      .addMatcher(accountApi.endpoints.deleteAccount.matchFulfilled, signedOut);
  },
});

export { loggedOut };

export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}

export const selectAuthStatus = (state: WithAuth): AuthStatus => state.auth.status;
export const selectUser = (state: WithAuth): User | null => state.auth.user;
export const selectToken = (state: WithAuth): string | null => state.auth.token;
