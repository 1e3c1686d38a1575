import type { EmulatorContext, Service } from '../http/types.js';
import { createBlobStore } from './blob-store.js';
import { errorResponse, StorageError } from './errors.js';
import { routeStorage } from './router.js';

/** Supabase Storage (`/storage/v1`): object metadata in `storage.objects` under RLS, bytes on disk or in memory. */
export function createStorageService(context: EmulatorContext): Service {
  const deps = { context, blobs: createBlobStore(context.config.storageDir) };
  return {
    prefix: '/storage/v1',
    async handle(request) {
      try {
        return await routeStorage(deps, request);
      } catch (error) {
        if (error instanceof StorageError) return errorResponse(error);
        throw error;
      }
    },
  };
}
