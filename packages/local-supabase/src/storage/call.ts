import type { EmuRequest, EmulatorContext } from '../http/types.js';
import type { JwtClaims } from '../jwt.js';
import type { BlobStore } from './blob-store.js';

/** The emulator and the byte store, shared by every request. */
export interface StorageDeps {
  context: EmulatorContext;
  blobs: BlobStore;
}

/** One request from a verified caller. */
export interface StorageCall extends StorageDeps {
  request: EmuRequest;
  claims: JwtClaims;
}
