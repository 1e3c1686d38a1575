import { json, type EmuResponse } from '../http/types.js';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

/** A GoTrue error: handlers throw it, the router turns it into GoTrue's JSON shape. */
export class AuthError extends Error {
  readonly status: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

export const badRequest = (code: string, message: string): AuthError => new AuthError(400, code, message);
export const validationFailed = (message: string): AuthError => new AuthError(400, 'validation_failed', message);
export const unprocessable = (code: string, message: string): AuthError => new AuthError(422, code, message);
export const forbidden = (code: string, message: string): AuthError => new AuthError(403, code, message);
export const notFound = (code: string, message: string): AuthError => new AuthError(404, code, message);

/**
 * GoTrue's 2024-01-01 body `{code, message}`; `error_code` and `msg` are the legacy names, sent too
 * so a client that ignores the version header still reads the code and the text.
 */
export function errorResponse(error: AuthError): EmuResponse {
  return json(
    error.status,
    { code: error.code, message: error.message, error_code: error.code, msg: error.message, ...error.extra },
    { ...error.headers, [API_VERSION_HEADER]: API_VERSION, 'x-sb-error-code': error.code },
  );
}

export function weakPassword(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}
