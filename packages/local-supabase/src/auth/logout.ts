import type { EmulatorContext, EmuRequest, EmuResponse } from '../http/types.js';
import { authenticate } from './authn.js';
import { validationFailed } from './errors.js';
import { endAllSessions } from './sessions.js';

/** POST /logout?scope=global|local|others → 204 */
export async function handleLogout(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const scope = request.url.searchParams.get('scope') ?? '';
  if (!['', 'global', 'local', 'others'].includes(scope)) {
    throw validationFailed(`Unsupported logout scope "${scope}"`);
  }
  const { user, session } = await authenticate(context, request);
  const userId = user.row.id;
  await context.pg.transaction(async (tx) => {
    if (session && scope === 'local') {
      await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
    } else if (session && scope === 'others') {
      await endAllSessions(tx, userId, session.id);
    } else {
      await endAllSessions(tx, userId);
    }
  });
  return { status: 204, body: null };
}
