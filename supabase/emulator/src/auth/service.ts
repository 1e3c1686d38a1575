import { json, type EmulatorContext, type Service } from '../http/types.js';

export function createAuthService(_context: EmulatorContext): Service {
  return { prefix: '/auth/v1', handle: () => Promise.resolve(json(404, { code: 'not_found', message: 'auth: in progress' })) };
}
