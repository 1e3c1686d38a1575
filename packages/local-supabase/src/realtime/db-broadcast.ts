import type { Database } from '../db/engine.js';
import { isRecord } from './change-capture.js';
import type { Hub } from './hub.js';

/** Notified by the trigger on realtime.messages (see platform.sql) for every committed broadcast row. */
const MESSAGES_CHANNEL = 'realtime_emulator_messages';

/** Delivers `realtime.send` (and any broadcast row inserted into realtime.messages) to its room. */
export async function listenForDbBroadcasts(
  pg: Database,
  hub: Hub,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let chain: Promise<void> = Promise.resolve();
  const stop = await pg.listen(MESSAGES_CHANNEL, (text) => {
    const id = messageId(text);
    if (!id) return;
    chain = chain.then(() => deliver(pg, hub, id)).catch(onError);
  });
  return async () => {
    await stop();
    await chain;
  };
}

async function deliver(pg: Database, hub: Hub, id: string): Promise<void> {
  const { rows } = await pg.query<{ topic: string; event: string | null; payload: unknown; private: boolean | null }>(
    'select topic, event, payload, private from realtime.messages where id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return;
  const room = `${row.private ? 'private' : 'public'}:${row.topic}`;
  hub.broadcast(room, row.event ?? '', { kind: 'json', value: row.payload ?? {} });
}

function messageId(text: string): string | null {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) && typeof value.id === 'string' ? value.id : null;
  } catch {
    return null;
  }
}
