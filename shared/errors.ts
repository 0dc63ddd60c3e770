// The stable error codes of the API (spec section 8) with their HTTP status; the client translates the code.

export const ERROR_STATUS = {
  ValidationFailed: 400,
  InvalidIBAN: 400,
  InvalidBIC: 400,
  InvalidAccountHolder: 400,
  InvalidBirthdate: 400,
  PasswordNotStrongEnough: 400,
  UnknownToken: 400,
  TooManyResults: 400,
  AuthenticationFailed: 401,
  AccountLocked: 401,
  InvalidPassword: 401,
  PasswordNeedReset: 401,
  NeedReAuth: 401,
  NotSignedIn: 401,
  UnauthorizedAction: 403,
  CrossSiteRequest: 403,
  NotFound: 404,
  UserNotFound: 404,
  EmailAlreadyTaken: 409,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  InternalServerError: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The body of every error answer. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: unknown[];
    token?: string;
  };
}
