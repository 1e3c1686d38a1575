import { json, type EmulatorContext, type Service } from '../http/types.js';

export function createStorageService(_context: EmulatorContext): Service {
  return { prefix: '/storage/v1', handle: () => Promise.resolve(json(404, { code: 'not_found', message: 'storage: in progress' })) };
}
