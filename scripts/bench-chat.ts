import {
  createClient,
  REALTIME_SUBSCRIBE_STATES,
  type RealtimeChannel,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startEmulator } from '../supabase/emulator/src/index.js';
import type { Database } from '../src/lib/database.types.js';

/**
 * Chat delivery latency on the local stack: an in-memory backend, the demo customer and
 * electrician signed in with the unmodified supabase-js, both subscribed to their conversation.
 * 200 messages are sent one after another, alternating sender; each latency is the time from the
 * start of the insert until the other party's client receives the INSERT. Target: p95 <= 150 ms.
 */
const MESSAGES = 200;
const TARGET_P95_MS = 150;
const DELIVERY_TIMEOUT_MS = 10_000;
const CUSTOMER = 'customer@mistri.test';
const ELECTRICIAN = 'electrician@mistri.test';
const PASSWORD = 'Demo1234';

type Client = SupabaseClient<Database>;

function makeClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function signIn(url: string, key: string, email: string): Promise<{ client: Client; id: string }> {
  const client = makeClient(url, key);
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return { client, id: data.user.id };
}

/** Subscribes to the conversation's new messages and resolves once the server confirms changes flow. */
function listen(client: Client, messageId: number, onBody: (body: string) => void): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`bench-${String(messageId)}-${String(Math.random())}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'chat_messages', filter: `message_id=eq.${String(messageId)}` },
        (change) => {
          const body: unknown = change.new.body;
          if (typeof body === 'string') onBody(body);
        },
      )
      .on('system', {}, (message: { extension?: unknown; status?: unknown }) => {
        if (message.extension === 'postgres_changes' && message.status === 'ok') resolve(channel);
      });
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT)
        reject(new Error(`subscribe: ${status} ${error?.message ?? ''}`));
    });
  });
}

const emulator = await startEmulator({ port: 0, mailboxPort: null, dataDir: null, storageDir: null, log: false });
const clients: Client[] = [];
try {
  const customer = await signIn(emulator.url, emulator.anonKey, CUSTOMER);
  const electrician = await signIn(emulator.url, emulator.anonKey, ELECTRICIAN);
  clients.push(customer.client, electrician.client);

  const request = await customer.client
    .from('messages')
    .insert({ from: customer.id, to: electrician.id, username: 'Asha Menon', spname: 'Rajan Pillai' })
    .select('message_id')
    .single();
  if (request.error) throw new Error(`request: ${request.error.message}`);
  const messageId = request.data.message_id;
  const accepted = await electrician.client.from('messages').update({ is_chat: true }).eq('message_id', messageId);
  if (accepted.error) throw new Error(`accept: ${accepted.error.message}`);

  const waiting = new Map<string, (receivedAt: number) => void>();
  const deliver = (body: string) => {
    waiting.get(body)?.(performance.now());
    waiting.delete(body);
  };
  await Promise.all([listen(customer.client, messageId, deliver), listen(electrician.client, messageId, deliver)]);

  const latencies: number[] = [];
  for (let index = 0; index < MESSAGES; index += 1) {
    const sender = index % 2 === 0 ? customer : electrician;
    const body = `bench message ${String(index)} from ${sender === customer ? 'customer' : 'electrician'}`;
    const started = performance.now();
    const delivered = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`message ${String(index)} not delivered within ${String(DELIVERY_TIMEOUT_MS)} ms`));
      }, DELIVERY_TIMEOUT_MS);
      waiting.set(body, (receivedAt) => {
        clearTimeout(timer);
        resolve(receivedAt);
      });
    });
    const sent = await sender.client.from('chat_messages').insert({ message_id: messageId, body });
    if (sent.error) throw new Error(`send ${String(index)}: ${sent.error.message}`);
    latencies.push((await delivered) - started);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const format = (ms: number) => `${ms.toFixed(1)} ms`;
  process.stdout.write(
    [
      `chat delivery over ${String(MESSAGES)} messages (send start -> other party's INSERT event):`,
      `  p50 ${format(percentile(sorted, 50))}   p95 ${format(p95)}   max ${format(sorted.at(-1) ?? Number.NaN)}`,
      `  target p95 <= ${String(TARGET_P95_MS)} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
      '',
    ].join('\n'),
  );
} finally {
  for (const client of clients) await client.removeAllChannels();
  await emulator.close();
}
