import type { Transaction } from '../db/engine.js';
import { runAsRequest } from '../db/request-tx.js';
import type { StorageCall } from './call.js';
import { accessDenied, invalidRequest, noSuchBucket, StorageError } from './errors.js';

/**
 * Runs SQL as the caller (role and JWT claims set as Storage sets them), so the storage policies
 * of the migrations decide; database errors become Storage errors.
 */
export async function asCaller<T>(
  call: StorageCall,
  work: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean } & ViolationErrors = {},
): Promise<T> {
  try {
    return await runAsRequest(
      call.context.pg,
      {
        claims: call.claims,
        method: call.request.method,
        path: call.request.url.pathname,
        headers: call.request.headers,
      },
      work,
      { readOnly: options.readOnly ?? false },
    );
  } catch (error) {
    throw toStorageError(error, options);
  }
}

function sqlState(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? error.code : null;
}

interface ViolationErrors {
  uniqueViolation?: () => StorageError;
  foreignKeyViolation?: () => StorageError;
}

function toStorageError(error: unknown, violations: ViolationErrors): unknown {
  if (error instanceof StorageError) return error;
  const state = sqlState(error);
  if (state === null) return error;
  if (state === '42501') return accessDenied();
  if (state === '23505' && violations.uniqueViolation) return violations.uniqueViolation();
  if (state === '23503') return (violations.foreignKeyViolation ?? noSuchBucket)();
  if (state.startsWith('22') || state.startsWith('23')) {
    return invalidRequest(error instanceof Error ? error.message : 'Invalid input');
  }
  return error;
}
