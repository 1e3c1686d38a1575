import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, signJwt } from 'local-supabase';
import { DEMO, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { nextChange, newRow, subscribeOutcome, waitFor, watch, type Row } from './support/realtime.js';
import { RawSocket, type Frame } from './support/raw-socket.js';

const ELECTRICIAN_ID = 'd0000000-0000-4000-8000-000000000001';

let backend: TestBackend;
let electrician: Client;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  electrician = await backend.signIn(DEMO.electrician);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await backend.close();
});

async function openSocket(vsn = '2.0.0', apikey = backend.anonKey): Promise<RawSocket> {
  const socket = await RawSocket.open(backend.url, apikey, vsn);
  sockets.push(socket);
  return socket;
}

async function accessToken(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('expected a session');
  return data.session.access_token;
}

function dataOf(frame: Frame): Row {
  const data = frame[4].data;
  if (typeof data !== 'object' || data === null) throw new Error('postgres_changes frame without data');
  return data as Row;
}

async function chatWithElectrician(): Promise<{ customer: Client; messageId: number }> {
  const { client: customer, id } = await backend.signUp(uniqueEmail('protocol'));
  const { data, error } = await customer
    .from('messages')
    .insert({ from: id, to: ELECTRICIAN_ID })
    .select('message_id')
    .single();
  if (error) throw new Error(error.message);
  await electrician.from('messages').update({ is_chat: true }).eq('message_id', data.message_id);
  return { customer, messageId: data.message_id };
}

async function say(client: Client, messageId: number, body: string): Promise<number> {
  const { data, error } = await client
    .from('chat_messages')
    .insert({ message_id: messageId, body })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

/** A client whose every realtime token is `token` (supabase-js's `accessToken` option). */
function clientWithToken(token: string) {
  return createClient(backend.url, backend.anonKey, {
    accessToken: () => Promise.resolve(token),
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

describe('realtime: Phoenix protocol', () => {
  it('answers a heartbeat with an ok reply carrying the same ref', async () => {
    const socket = await openSocket();
    const reply = await socket.heartbeat();
    expect(reply).toEqual([null, reply[1], 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('speaks the 1.0.0 object serializer too', async () => {
    const socket = await openSocket('1.0.0');
    socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '7' });
    const reply = await waitFor(
      () => socket.frames.find((frame) => typeof frame === 'object' && frame !== null && (frame as Row).ref === '7'),
      'the object-shaped reply',
    );
    expect(reply).toMatchObject({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} } });
  });

  it('echoes each binding with an integer id, then confirms the subscription with a system message', async () => {
    const socket = await openSocket();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'chat_messages', filter: 'message_id=eq.1' },
      { event: '*', schema: 'public', table: 'messages' },
    ];
    const joinRef = socket.join('realtime:echo', bindings, await accessToken(electrician));
    const reply = await socket.reply(joinRef);
    expect(reply[0]).toBe(joinRef);
    expect(reply[4].status).toBe('ok');
    const echoed = (reply[4].response as { postgres_changes: Row[] }).postgres_changes;
    expect(echoed.map(({ id: _id, ...params }) => params)).toEqual(bindings);
    for (const entry of echoed) expect(Number.isInteger(entry.id)).toBe(true);
    expect(echoed[0]?.id).not.toBe(echoed[1]?.id);

    const system = await socket.next(
      'the system message',
      ([, , topic, event]) => topic === 'realtime:echo' && event === 'system',
    );
    expect(system).toEqual([
      joinRef,
      null,
      'realtime:echo',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'echo' },
    ]);
  });

  it('filters by event on the server and stops sending to a channel that left', async () => {
    const { customer, messageId } = await chatWithElectrician();
    const socket = await openSocket();
    const token = await accessToken(customer);
    const filter = `message_id=eq.${String(messageId)}`;
    const insertsOnly = socket.join(
      'realtime:inserts',
      [{ event: 'INSERT', schema: 'public', table: 'chat_messages', filter }],
      token,
    );
    socket.join('realtime:everything', [{ event: '*', schema: 'public', table: 'chat_messages', filter }], token);
    const confirmed = (topic: string) =>
      socket.next(`${topic} confirmed`, ([, , t, e]) => t === topic && e === 'system');
    await confirmed('realtime:inserts');
    await confirmed('realtime:everything');

    const first = await say(electrician, messageId, 'first');
    await customer.from('chat_messages').update({ read_at: new Date().toISOString() }).eq('id', first);
    await waitFor(() => socket.changes('realtime:everything').length === 2, 'the insert and the update');

    const leaveRef = socket.nextRef();
    socket.send([insertsOnly, leaveRef, 'realtime:inserts', 'phx_leave', {}]);
    expect((await socket.reply(leaveRef))[4]).toEqual({ status: 'ok', response: {} });
    await say(electrician, messageId, 'second');
    await waitFor(() => socket.changes('realtime:everything').length === 3, 'the second insert');

    const received = socket.changes('realtime:inserts').map((frame) => dataOf(frame));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ type: 'INSERT', record: { id: first } });
    expect(socket.changes('realtime:everything').map((frame) => dataOf(frame).type)).toEqual([
      'INSERT',
      'UPDATE',
      'INSERT',
    ]);
    const [frame] = socket.changes('realtime:everything');
    expect(frame?.[0]).toBeNull();
    expect(frame?.[1]).toBeNull();
    expect(dataOf(frame as Frame).columns).toEqual(
      expect.arrayContaining([
        { name: 'id', type: 'int8' },
        { name: 'sender', type: 'uuid' },
        { name: 'read_at', type: 'timestamptz' },
      ]),
    );
  });

  it('keeps serving others after a subscribed socket closes', async () => {
    const { customer, messageId } = await chatWithElectrician();
    const token = await accessToken(customer);
    const binding = {
      event: 'INSERT',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    };
    const leaving = await openSocket();
    leaving.join('realtime:gone', [binding], token);
    await leaving.next('confirmation', ([, , , event]) => event === 'system');
    leaving.close();
    const staying = await openSocket();
    staying.join('realtime:stays', [binding], token);
    await staying.next('confirmation', ([, , , event]) => event === 'system');

    const id = await say(electrician, messageId, 'still here?');
    const frame = await staying.next(
      'the insert',
      ([, , topic, event]) => topic === 'realtime:stays' && event === 'postgres_changes',
    );
    expect(dataOf(frame)).toMatchObject({ type: 'INSERT', record: { id } });
  });

  it('ignores malformed frames and answers an unknown topic with an error', async () => {
    const socket = await openSocket();
    socket.send('not json');
    socket.send('[1,2,3]');
    socket.send({ topic: 5, event: 'phx_join' });
    socket.send([null, '90', 'realtime:x', 'phx_join', 'not an object']);
    socket.sendBinary(Buffer.from([3, 0, 0, 0]));
    await socket.reply('90');
    socket.send([null, '91', 'realtime:never-joined', 'access_token', { access_token: 'x' }]);
    expect((await socket.reply('91'))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    expect((await socket.heartbeat())[4]).toEqual({ status: 'ok', response: {} });
  });

  it('closes a channel whose access_token update is invalid, with a system error first', async () => {
    const socket = await openSocket();
    const joinRef = socket.join(
      'realtime:token',
      [{ event: '*', schema: 'public', table: 'messages' }],
      await accessToken(electrician),
    );
    await socket.next('confirmation', ([, , , event]) => event === 'system');
    socket.send([joinRef, socket.nextRef(), 'realtime:token', 'access_token', { access_token: 'not-a-jwt' }]);
    const closed = await socket.next('phx_close', ([, , , event]) => event === 'phx_close');
    expect(closed[0]).toBe(joinRef);
    const errors = socket.arrays().filter(([, , , event, payload]) => event === 'system' && payload.status === 'error');
    expect(errors[0]?.[4]).toMatchObject({ extension: 'system', channel: 'token' });
  });
});

describe('realtime: join errors', () => {
  it('refuses a token with a bad signature: the client reports CHANNEL_ERROR', async () => {
    const forged = await signJwt(
      { role: 'authenticated', sub: ELECTRICIAN_ID, aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 },
      'not-the-project-secret-not-the-project-secret',
    );
    const client = clientWithToken(forged);
    // Resolve the token before joining: the first join may otherwise go out without it.
    await client.realtime.setAuth(forged);
    const channel = client
      .channel('forged')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages' }, () => undefined);
    const outcome = await subscribeOutcome(channel);
    expect(outcome.status).toBe('CHANNEL_ERROR');
    expect(outcome.error?.message).toMatch(/JWT/);
    await client.removeAllChannels();
  });

  it('refuses an expired token with InvalidJWTToken', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signJwt(
      { role: 'authenticated', sub: ELECTRICIAN_ID, exp: now - 60, iat: now - 3660 },
      JWT_SECRET,
    );
    const socket = await openSocket();
    const joinRef = socket.join('realtime:expired', [], expired);
    const reply = await socket.reply(joinRef);
    expect(reply[4].status).toBe('error');
    expect((reply[4].response as Row).reason).toMatch(/^InvalidJWTToken: Token has expired/);
  });

  it('reports a malformed filter in a system error and keeps serving', async () => {
    const customer = await backend.signIn(DEMO.customer);
    const system: Row[] = [];
    const channel = customer
      .channel('malformed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: 'undefined' }, () => undefined)
      .on('system', {}, (message: Row) => system.push(message));
    expect((await subscribeOutcome(channel)).status).toBe('SUBSCRIBED');
    const error = await waitFor(() => system.find((message) => message.status === 'error'), 'the system error');
    expect(error).toMatchObject({ extension: 'postgres_changes', channel: 'malformed' });
    expect(String(error.message)).toMatch(/filter/);

    const { customer: owner, messageId } = await chatWithElectrician();
    const feed = await watch(owner, 'after-malformed', {
      event: 'INSERT',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    });
    const id = await say(electrician, messageId, 'server is fine');
    await nextChange(feed, 'a change after the malformed join', (change) => newRow(change).id === id);
  });

  it.each([
    ['a table outside the publication', { event: '*', schema: 'public', table: 'users' }, /Unable to subscribe/],
    ['an unknown filter column', { event: '*', schema: 'public', table: 'messages', filter: 'nope=eq.1' }, /nope/],
    ['a value of the wrong type', { event: '*', schema: 'public', table: 'messages', filter: 'to=eq.42' }, /uuid/],
    ['an unsupported operator', { event: '*', schema: 'public', table: 'messages', filter: 'to=foo.1' }, /foo/],
    [
      'a LIKE pattern ending in an escape',
      { event: '*', schema: 'public', table: 'messages', filter: 'username=like.a\\' },
      /escape/,
    ],
  ])('reports %s in a system error', async (_label, binding, reason) => {
    const socket = await openSocket();
    const joinRef = socket.join('realtime:refused', [binding], await accessToken(electrician));
    expect((await socket.reply(joinRef))[4].status).toBe('ok');
    const system = await socket.next('the system error', ([, , , event]) => event === 'system');
    expect(system[4]).toMatchObject({ extension: 'postgres_changes', status: 'error', channel: 'refused' });
    expect(String(system[4].message)).toMatch(reason);
  });
});

describe('realtime: HTTP under the prefix (local backend only)', () => {
  it('answers plain HTTP with a JSON 4xx and refuses a socket without an apikey', async () => {
    if (!backend.emulator) return;
    const plain = await fetch(`${backend.url}/realtime/v1/websocket`);
    expect(plain.status).toBe(400);
    expect(await plain.json()).toHaveProperty('message');
    const unknown = await fetch(`${backend.url}/realtime/v1/api/unknown`);
    expect(unknown.status).toBe(404);

    const ws = new WebSocket(`${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0`);
    ws.on('error', () => undefined);
    const status = await new Promise<number>((resolve) => {
      ws.once('unexpected-response', (req, res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      ws.once('open', () => {
        resolve(101);
        ws.close();
      });
    });
    expect(status).toBe(401);
  });
});
