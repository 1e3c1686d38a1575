import { json, type EmuResponse } from '../http/types.js';

/**
 * A Supabase Storage error. Storage answers HTTP 400 for every client error and puts the semantic
 * status in the body's `statusCode` string; only internal errors use HTTP 500.
 */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;

  constructor(statusCode: number, code: string, message: string, error?: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.error = error ?? code;
  }
}

export const noSuchKey = (): StorageError => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found');
export const noSuchBucket = (): StorageError =>
  new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
export const accessDenied = (message = 'new row violates row-level security policy'): StorageError =>
  new StorageError(403, 'AccessDenied', message, 'Unauthorized');
export const alreadyExists = (): StorageError =>
  new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate');
export const bucketAlreadyExists = (): StorageError =>
  new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate');
export const bucketNotEmpty = (): StorageError =>
  new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty');
export const invalidJwt = (message: string): StorageError => new StorageError(400, 'InvalidJWT', message);
export const invalidSignature = (message: string): StorageError => new StorageError(400, 'InvalidSignature', message);
export const invalidKey = (key: string): StorageError => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
export const invalidBucketName = (): StorageError =>
  new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input');
export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, 'InvalidRequest', message, 'Bad Request');
export const entityTooLarge = (): StorageError =>
  new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large');
export const invalidMimeType = (mimeType: string): StorageError =>
  new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type');
export const invalidRange = (): StorageError =>
  new StorageError(416, 'InvalidRange', 'invalid range provided', 'invalid_range');

export function errorResponse(error: StorageError): EmuResponse {
  return json(
    error.statusCode >= 500 ? 500 : 400,
    { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message },
    { 'cache-control': 'no-store' },
  );
}

/** Fastify's answer for an unknown route, which Storage passes through unchanged. */
export function routeNotFound(method: string, path: string): EmuResponse {
  return json(404, { statusCode: '404', error: 'Not Found', message: `Route ${method}:${path} not found` });
}
