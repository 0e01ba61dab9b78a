/**
 * The error catalogue: the spec's keys are the error codes. The client translates the key.
 * Each key maps to the HTTP status the REST shim answers with.
 */
export const ERROR_STATUS = {
  successMessage: 200,
  errorMessage: 500,
  inspectorSignRequire: 400,
  rquireExmnySgn: 400,
  eduSecCode: 400,
  principalCode: 400,
  incorrectCode: 400,
  duplicateNotPossible: 409,
  /** The spec's "missing basics or password too short": a password shorter than 5 characters, and a REST result saved without its basics (missing fields elsewhere have requiredField). */
  requireText: 400,
  /** A required field left empty; params.field names it (the client shows its label). */
  requiredField: 400,
  sorryNotFound: 404,
  checkMobile: 400,
  minNotPossible: 400,
  maxNotPossible: 400,
  matchedFurniture: 200,
  /** A product with sales cannot be deleted (spec doc 2 §5). */
  sorryToDeleteForSold: 409,
  pleaseSelect: 400,
  authorRequired: 403,
  notWorked: 400,
  notActivated: 403,
  balanceFinishde: 403,
  limitCrossStatus: 403,
  setupError: 400,
  loginError: 401,
  notConfirmedPassword: 400,
  invalidEmailOrPassword: 401,
  strongPassword: 400,
  invalidEmail: 400,
  invalidValue: 400,
  invalidFile: 400,
  /** A data entry file that is not .xlsx or .csv (legacy .xls: save it as .xlsx). */
  unsupportedFile: 415,
  fileTooLarge: 413,
  tooManyAttempts: 429,
  /** A receipt or voucher saved by the monthly count cannot change (spec doc 2 §4). */
  sorryMonthlyCountDone: 409,
  sorryMonthlyVoucherCountDone: 409,
  /** A month or year cannot be counted before it has ended in Asia/Dhaka (params.from: the first day it can). */
  periodNotEnded: 409,
  /** An unsafe request (or a logout) sent from another site's page (platform/csrf.ts). */
  crossSiteRefused: 403,
  /** A year rollover cannot be undone: some of its students changed since (params.admitNos, params.count). */
  rolloverChangedSince: 409,
  /** The database cannot be reached (platform/db-errors.ts isDatabaseUnreachable); sent with Retry-After: RETRY_AFTER_SECONDS. */
  serviceUnavailable: 503,
} as const;

/** Seconds a client is told to wait (Retry-After) before trying again when the answer is serviceUnavailable. */
export const RETRY_AFTER_SECONDS = 5;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
