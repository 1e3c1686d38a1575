import type { Snapshot } from '../catalog.js';
import type { ApiRequest } from '../request/api-request.js';

/** What the plan stage reads: the request and the schema catalog it is resolved against. */
export interface PlanInput extends ApiRequest {
  snapshot: Snapshot;
}
