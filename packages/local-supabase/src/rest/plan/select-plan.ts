import { checkEmbeddedUsed, planSelect, type PlanContext, type Scope, type SelectPlan } from './embed-plan.js';
import { parseSelect } from '../request/select-parser.js';
import type { Params } from '../query/sql.js';
import type { PlanInput } from './plan-input.js';

/** Plans `select=` (with embeds) over a scope; unused `embed.x=` parameters answer PGRST108. */
export function planRequestSelect(input: PlanInput, scope: Scope, params: Params): SelectPlan {
  const context: PlanContext = {
    snapshot: input.snapshot,
    params,
    embedded: input.params.embedded,
    used: new Set(),
    embeds: { count: 0, select: input.params.select ?? '*' },
  };
  const plan = planSelect(scope, parseSelect(input.params.select ?? '*'), context, []);
  checkEmbeddedUsed(context);
  return plan;
}
