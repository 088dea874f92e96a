import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The store's dispatch as components see it: actions and the API's thunks. It does without the
 * store's RootState, which is made of the features' slices: a feature never imports app/.
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The only hooks components use to reach the store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** Each selector names the slices it reads: `(state: { auth: AuthState }) => …`. */
export const useAppSelector = useSelector;
