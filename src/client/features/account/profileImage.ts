import type { ErrorCode } from '../../../shared/errors';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from '../../../shared/schemas/limits';
import { imageFileProblem } from '../../lib/imageFile';

/** The profile image rules, checked in the browser before anything is sent (the server checks the content again). */
export function profileImageProblem(file: File): ErrorCode | null {
  return imageFileProblem(file, PROFILE_IMAGE_TYPES, PROFILE_IMAGE_MAX_BYTES);
}

/** The `accept` attribute of the file input. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');

/** "AL" for Ada Lovelace: shown in place of a profile image. */
export function initialsOf(firstName: string, lastName: string): string {
  const first = (name: string) => Array.from(name.trim())[0] ?? '';
  return (first(firstName) + first(lastName)).toLocaleUpperCase();
}
