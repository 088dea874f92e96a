/**
 * Every error code the API answers and the forms show (product spec's catalogue plus
 * decisions.md). Each has a message in src/shared/locales/{fr,en}/errors.json.
 */
export const FORM_ERROR_CODES = [
  'passwordNoMatch',
  'emptyPassword',
  'emptyFirstName',
  'emptyLastName',
  'emptyFirstNameAndLastName',
  'emptyToken',
  'emptyContactMessage',
  'emptyEmail',
  'emptyCV',
  'notValidPhoneNumber',
  'emptyItemTitle',
  'emptyItemDescription',
  'emptyItemImage',
  'emptyItemPrice',
  'emptyItemStatus',
  'notValidEmail',
  'notValidPassword',
  'notValidName',
  'emptyTitle',
  'emptyName',
  'emptySummary',
  'emptyContent',
  'emptyCategory',
  'emptyLocation',
  'emptyImageAlt',
  'emptyPublicationDate',
  'notValidSlug',
  'notValidDate',
  'notValidImage',
  'notValidSalary',
  'notValidAddress',
] as const;

/** HTTP status of each non-form error code. Form codes answer 400. */
export const ERROR_STATUS = {
  invalidCredentials: 401,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  emailTaken: 409,
  /** Another entry of the same kind has this slug. */
  slugTaken: 409,
  /** A category that still has articles cannot be deleted. */
  categoryNotEmpty: 409,
  /** A client that projects still name cannot be deleted. */
  clientHasProjects: 409,
  /** An item that was paid for cannot be deleted (payments keep their item): retire it instead. */
  itemHasPayments: 409,
  fileTooLarge: 413,
  /** A profile image with a side past AVATAR_MAX_SIDE, read from its header before decoding. */
  profileImageTooLarge: 400,
  /** A staff content image with a side past CONTENT_IMAGE_MAX_SIDE, likewise. */
  contentImageTooLarge: 400,
  unsupportedFileType: 415,
  tooManyRequests: 429,
  invalidToken: 400,
  priceMismatch: 400,
  paymentsDisabled: 503,
  /** The server could not write (disk full, uploads folder missing or read-only). */
  storageUnavailable: 503,
  /** Too much work queued (password checks, page renders): try again after Retry-After. */
  serverBusy: 503,
  unsupportedLanguage: 400,
  /** An inbox entry cannot move to that status from its own (docs/decisions.md, "The inbox"). */
  statusChangeNotAllowed: 409,
  /** An internal note past INBOX_NOTE_MAX_LENGTH characters. */
  noteTooLong: 400,
  badRequest: 400,
  internal: 500,
} as const;

export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];
export type ErrorCode = FormErrorCode | keyof typeof ERROR_STATUS;

export const ERROR_CODES: readonly ErrorCode[] = [
  ...FORM_ERROR_CODES,
  ...(Object.keys(ERROR_STATUS) as (keyof typeof ERROR_STATUS)[]),
];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export function statusOf(code: ErrorCode): number {
  return code in ERROR_STATUS ? ERROR_STATUS[code as keyof typeof ERROR_STATUS] : 400;
}

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  /** For validation failures: each failing field with its first code. */
  fields?: Record<string, ErrorCode>;
}

/** Codes the client produces itself, never the server (a request that got no answer). */
export type ClientErrorCode = 'network';

/** The nearest code for an HTTP status that came without the API's error body (a proxy, a plugin). */
export function codeForStatus(status: number): ErrorCode {
  const nearest: Partial<Record<number, ErrorCode>> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'notFound',
    413: 'fileTooLarge',
    415: 'unsupportedFileType',
    429: 'tooManyRequests',
  };
  return nearest[status] ?? (status >= 500 ? 'internal' : 'badRequest');
}
