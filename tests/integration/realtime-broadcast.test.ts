import { createClient, type RealtimeChannel } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { subscribeOutcome, waitFor } from './support/realtime.js';

let backend: TestBackend;
const extraClients: Client[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const pg = backend.emulator?.pg;
  if (pg) {
    await pg.exec(`
      create policy "test: members read rooms" on realtime.messages for select to authenticated
        using (realtime.topic() like 'room-%');
      create policy "test: members write rooms" on realtime.messages for insert to authenticated
        with check (realtime.topic() like 'room-%' and extension = 'broadcast');
    `);
  }
});

afterAll(async () => {
  for (const client of extraClients) await client.removeAllChannels();
  await backend.close();
});

type Vsn = '1.0.0' | '2.0.0';

function clientWith(vsn: Vsn, key = backend.anonKey): Client {
  const client = createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket, vsn },
  }) as unknown as Client;
  extraClients.push(client);
  return client;
}

async function signedIn(vsn: Vsn): Promise<Client> {
  const client = clientWith(vsn);
  const { error } = await client.auth.signUp({ email: uniqueEmail('rt'), password: 'Secret123' });
  if (error) throw error;
  return client;
}

interface Received {
  event: string;
  payload: unknown;
}

async function joined(channel: RealtimeChannel, inbox: Received[], event = '*'): Promise<RealtimeChannel> {
  channel.on('broadcast', { event }, (message: { event: string; payload: unknown }) => {
    inbox.push({ event: message.event, payload: message.payload });
  });
  const outcome = await subscribeOutcome(channel);
  expect(outcome.status, outcome.error?.message).toBe('SUBSCRIBED');
  return channel;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<Vsn>(['1.0.0', '2.0.0'])('broadcast over the socket, protocol %s', (vsn) => {
  it('reaches the other subscribers of the room, and the sender only with self', async () => {
    const room = `lobby-${vsn}-${String(Date.now())}`;
    const aInbox: Received[] = [];
    const bInbox: Received[] = [];
    const selfInbox: Received[] = [];
    const a = await joined(clientWith(vsn).channel(room, { config: { broadcast: { ack: true } } }), aInbox);
    await joined(clientWith(vsn).channel(room), bInbox);
    const self = await joined(clientWith(vsn).channel(room, { config: { broadcast: { self: true } } }), selfInbox);
    const otherInbox: Received[] = [];
    await joined(clientWith(vsn).channel(`${room}-other`), otherInbox);

    expect(await a.send({ type: 'broadcast', event: 'greet', payload: { text: 'hello' } })).toBe('ok');
    await waitFor(() => bInbox.length === 1 && selfInbox.length === 1, 'the broadcast');
    expect(bInbox[0]).toEqual({ event: 'greet', payload: { text: 'hello' } });

    await self.send({ type: 'broadcast', event: 'echo', payload: { n: 1 } });
    await waitFor(() => selfInbox.some((m) => m.event === 'echo'), 'the echo to self');
    await pause(100);
    expect(aInbox.map((m) => m.event)).toEqual(['echo']);
    expect(bInbox.map((m) => m.event)).toEqual(['greet', 'echo']);
    expect(otherInbox).toEqual([]);
  });
});

describe('broadcast over HTTP', () => {
  it('delivers a JSON body to a public channel and answers 202', async () => {
    const room = `http-${String(Date.now())}`;
    const inbox: Received[] = [];
    const channel = await joined(clientWith('2.0.0').channel(room), inbox);
    expect(await channel.httpSend('note', { hello: 'public' })).toEqual({ success: true });
    await waitFor(() => inbox[0], 'the HTTP broadcast');
    expect(inbox[0]).toEqual({ event: 'note', payload: { hello: 'public' } });
  });

  it('delivers binary bytes to 2.0.0 clients', async () => {
    const room = `bytes-${String(Date.now())}`;
    const inbox: Received[] = [];
    const channel = await joined(clientWith('2.0.0').channel(room), inbox);
    expect(await channel.httpSend('blob', new Uint8Array([1, 2, 3, 250]))).toEqual({ success: true });
    const message = await waitFor(() => inbox[0], 'the binary broadcast');
    expect(new Uint8Array(message.payload as ArrayBuffer)).toEqual(new Uint8Array([1, 2, 3, 250]));
  });

  it('accepts the batch endpoint and rejects malformed bodies with 422, bad tokens with 401', async () => {
    const room = `batch-${String(Date.now())}`;
    const inbox: Received[] = [];
    await joined(clientWith('1.0.0').channel(room), inbox);
    const post = (body: string, key = backend.anonKey): Promise<Response> =>
      fetch(`${backend.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: key, 'content-type': 'application/json' },
        body,
      });
    const ok = await post(JSON.stringify({ messages: [{ topic: room, event: 'a', payload: { n: 1 } }] }));
    expect(ok.status).toBe(202);
    await waitFor(() => inbox[0], 'the batch broadcast');
    expect(inbox[0]).toEqual({ event: 'a', payload: { n: 1 } });

    const bad = await post('{"messages": [{"topic": 1}]}');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: string }).error).toMatch(/topic and event/);
    expect((await post('not json')).status).toBe(422);
    expect((await post('{"messages": []}', 'not-a-jwt')).status).toBe(401);
  });
});

describe('private channels', () => {
  it('refuses a join the realtime.messages policies refuse, and admits one they allow', async () => {
    if (!backend.emulator) return;
    const anon = clientWith('2.0.0');
    const refused = await subscribeOutcome(anon.channel('room-1', { config: { private: true } }));
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toMatch(
      /Unauthorized: You do not have permissions to read from this Channel topic: room-1/,
    );

    const member = await signedIn('2.0.0');
    const wrongRoom = await subscribeOutcome(member.channel('hall-1', { config: { private: true } }));
    expect(wrongRoom.status).toBe('CHANNEL_ERROR');

    const inbox: Received[] = [];
    const channel = await joined(
      member.channel('room-1', { config: { private: true, broadcast: { self: true } } }),
      inbox,
    );
    await channel.send({ type: 'broadcast', event: 'mine', payload: { ok: true } });
    await waitFor(() => inbox[0], 'the private broadcast');
    expect(await channel.httpSend('via-http', { ok: 2 })).toEqual({ success: true });
    await waitFor(() => inbox[1], 'the private HTTP broadcast');
    expect(inbox.map((m) => m.event)).toEqual(['mine', 'via-http']);
  });

  it('keeps public and private rooms of the same name apart', async () => {
    if (!backend.emulator) return;
    const member = await signedIn('2.0.0');
    const privateInbox: Received[] = [];
    const publicInbox: Received[] = [];
    await joined(member.channel('room-2', { config: { private: true } }), privateInbox);
    const open = await joined(clientWith('2.0.0').channel('room-2'), publicInbox);
    await open.httpSend('public-only', { n: 1 });
    await waitFor(() => publicInbox[0], 'the public broadcast');
    await pause(100);
    expect(privateInbox).toEqual([]);
  });

  it('delivers realtime.send from the database to the private room', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const member = await signedIn('1.0.0');
    const inbox: Received[] = [];
    await joined(member.channel('room-3', { config: { private: true } }), inbox);
    await pg.query(`select realtime.send('{"from": "db"}'::jsonb, 'db-event', 'room-3', true)`);
    await waitFor(() => inbox[0], 'the database broadcast');
    expect(inbox[0]).toEqual({ event: 'db-event', payload: { from: 'db' } });
  });

  it('delivers database broadcasts too large for a notification, in the order they were sent', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const member = await signedIn('1.0.0');
    const inbox: Received[] = [];
    await joined(member.channel('room-3', { config: { private: true } }), inbox);
    const large = 'x'.repeat(20_000);
    await pg.query(`select realtime.send(jsonb_build_object('text', $1::text), 'large', 'room-3', true)`, [large]);
    await pg.query(`select realtime.send('{"n": 2}'::jsonb, 'small', 'room-3', true)`);
    await waitFor(() => inbox[1], 'both database broadcasts');
    expect(inbox).toEqual([
      { event: 'large', payload: { text: large } },
      { event: 'small', payload: { n: 2 } },
    ]);
  });
});

describe('presence', () => {
  it('sends the state on join, then joins and leaves as others track and go', async () => {
    const room = `presence-${String(Date.now())}`;
    const watcher = clientWith('2.0.0').channel(room, { config: { presence: { key: 'watcher' } } });
    const joins: string[] = [];
    const leaves: string[] = [];
    watcher
      .on('presence', { event: 'join' }, ({ key }: { key: string }) => joins.push(key))
      .on('presence', { event: 'leave' }, ({ key }: { key: string }) => leaves.push(key));
    expect((await subscribeOutcome(watcher)).status).toBe('SUBSCRIBED');
    expect(await watcher.track({ name: 'W' })).toBe('ok');
    await waitFor(() => joins.includes('watcher'), 'own join');

    const visitorClient = clientWith('1.0.0');
    const visitor = visitorClient.channel(room, { config: { presence: { key: 'visitor', enabled: true } } });
    expect((await subscribeOutcome(visitor)).status).toBe('SUBSCRIBED');
    expect(await visitor.track({ name: 'V' })).toBe('ok');
    await waitFor(() => joins.includes('visitor'), 'the visitor joining');
    await waitFor(() => Object.keys(visitor.presenceState()).length === 2, 'the visitor seeing both');
    const state = visitor.presenceState<{ name: string }>();
    expect(state.watcher?.[0]?.name).toBe('W');
    expect(state.visitor?.[0]?.name).toBe('V');

    await visitorClient.removeChannel(visitor);
    await waitFor(() => leaves.includes('visitor'), 'the visitor leaving');
    expect(Object.keys(watcher.presenceState())).toEqual(['watcher']);
  });
});
