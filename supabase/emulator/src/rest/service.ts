import { json, type EmulatorContext, type Service } from '../http/types.js';

export function createRestService(_context: EmulatorContext): Service {
  return { prefix: '/rest/v1', handle: () => Promise.resolve(json(404, { code: 'not_found', message: 'rest: in progress' })) };
}
