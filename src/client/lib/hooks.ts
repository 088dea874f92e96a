import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The store's dispatch as components see it: actions and the API's thunks. It does without the
 * store's RootState, which is made of the features' slices: a feature never imports app/.
 */
export type AppDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * The store's whole state, as app/store.ts declares it (it merges its RootState into this
 * interface): lib/ and the features never import app/, yet every selector sees the real shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by app/store.ts
export interface AppState {}

/** The only hooks components use to reach the store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
