import type { ErrorCode } from '../../../shared/errors';
import { CV_MAX_BYTES, PDF_SIGNATURE } from '../../../shared/schemas/limits';

/**
 * The CV rules of decisions.md, checked in the browser before anything is sent: a file, of PDF
 * type or name, of at most 5 MB, whose content starts with `%PDF-` (a renamed text file is not
 * a PDF). The server checks the same again.
 */
export async function cvProblem(file: File | null): Promise<ErrorCode | null> {
  if (!file) return 'emptyCV';
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'unsupportedFileType';
  if (file.size > CV_MAX_BYTES) return 'fileTooLarge';
  return (await startsWithPdfSignature(file)) ? null : 'unsupportedFileType';
}

async function startsWithPdfSignature(file: File): Promise<boolean> {
  try {
    const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
    return [...PDF_SIGNATURE].every((char, index) => head[index] === char.charCodeAt(0));
  } catch {
    // Unreadable (moved or deleted since it was chosen): not a file we can send.
    return false;
  }
}
