import type { ErrorCode } from '../../shared/errors';

/** An image's type and size rules, checked in the browser before anything is sent (the server checks the content again). */
export function imageFileProblem(file: File, types: readonly string[], maxBytes: number): ErrorCode | null {
  if (!types.includes(file.type)) return 'unsupportedFileType';
  if (file.size > maxBytes) return 'fileTooLarge';
  return null;
}
