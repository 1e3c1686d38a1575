import type { Database } from '../db/engine.js';
import { isRecord } from './change-capture.js';
import type { Hub } from './hub.js';

/** Notified by the trigger on realtime.messages (see platform.sql) for every committed broadcast row. */
const MESSAGES_CHANNEL = 'realtime_emulator_messages';

interface BroadcastRow {
  topic: string;
  event: string | null;
  payload: unknown;
  private: boolean | null;
}

/** Delivers `realtime.send` (and any broadcast row inserted into realtime.messages) to its room. */
export async function listenForDbBroadcasts(
  pg: Database,
  hub: Hub,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let chain: Promise<void> = Promise.resolve();
  const stop = await pg.listen(MESSAGES_CHANNEL, (text) => {
    const notice = parseNotice(text);
    if (!notice) return;
    // In commit order: a message too large to travel in its notice is read back first.
    chain = chain.then(() => deliver(pg, hub, notice)).catch(onError);
  });
  return async () => {
    await stop();
    await chain;
  };
}

async function deliver(pg: Database, hub: Hub, notice: { id: string; row: BroadcastRow | null }): Promise<void> {
  let row = notice.row;
  if (!row) {
    const { rows } = await pg.query<BroadcastRow>(
      'select topic, event, payload, private from realtime.messages where id = $1',
      [notice.id],
    );
    row = rows[0] ?? null;
  }
  if (!row) return;
  const room = `${row.private ? 'private' : 'public'}:${row.topic}`;
  hub.broadcast(room, row.event ?? '', { kind: 'json', value: row.payload ?? {} });
}

/** The notice's message id, and the whole row when the notice carries it. */
function parseNotice(text: string): { id: string; row: BroadcastRow | null } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  if (typeof value.topic !== 'string') return { id: value.id, row: null };
  return {
    id: value.id,
    row: {
      topic: value.topic,
      event: typeof value.event === 'string' ? value.event : null,
      payload: value.payload ?? null,
      private: value.private === true,
    },
  };
}
