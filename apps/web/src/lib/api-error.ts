import type { ErrorCode, ErrorDetails } from '@goldline/contract/errors';

/** Codes the client adds for failures that never reached the server's error handler. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/** Every failed call becomes one of these; screens translate `errors.<code>`. */
export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;

  constructor(
    code: ErrorCode | ClientErrorCode,
    message: string,
    status: number,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
