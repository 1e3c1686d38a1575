import { json, type EmulatorContext, type Service } from '../http/types.js';

export function createRealtimeService(_context: EmulatorContext): Service {
  return { prefix: '/realtime/v1', handle: () => Promise.resolve(json(404, { code: 'not_found', message: 'realtime: in progress' })) };
}
