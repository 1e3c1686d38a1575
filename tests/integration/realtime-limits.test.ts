/**
 * Issue 22, finding 5: Realtime's per-client limits (`[realtime]` in config.toml), answered as
 * Supabase Realtime answers them. The limits are lowered here so a few frames reach them.
 */
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { accept, newCustomer, newProvider, sendRequest } from './chat-people.js';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { RawSocket, type Frame } from './support/raw-socket.js';
import { nextChange, newRow, subscribeOutcome, waitFor, watch, type Row } from './support/realtime.js';

const LIMITS = { maxChannelsPerClient: 3, maxJoinsPerSecond: 6, maxEventsPerSecond: 5, maxPayloadSizeInKb: 2 };

let backend: TestBackend;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend({ config: { ...GENEROUS_LIMITS, realtime: LIMITS } });
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await backend.close();
});

async function openSocket(): Promise<RawSocket> {
  const socket = await RawSocket.open(backend.url, backend.anonKey);
  sockets.push(socket);
  return socket;
}

async function joinedSocket(topic: string, config: Row = {}): Promise<{ socket: RawSocket; joinRef: string }> {
  const socket = await openSocket();
  const joinRef = socket.join(topic, [], undefined, config);
  expect((await socket.reply(joinRef))[4]).toMatchObject({ status: 'ok' });
  return { socket, joinRef };
}

function postBroadcast(path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.url}/realtime/v1/api/broadcast${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function broadcastPush(joinRef: string, ref: string, topic: string, event: string, payload: Row): Frame {
  return [joinRef, ref, topic, 'broadcast', { type: 'broadcast', event, payload }];
}

interface Inbox {
  channel: RealtimeChannel;
  events: { event: string; payload: Row }[];
}

async function listen(client: Client, name: string): Promise<Inbox> {
  const events: Inbox['events'] = [];
  const channel = client.channel(name).on('broadcast', { event: '*' }, (message: { event: string; payload: Row }) => {
    events.push({ event: message.event, payload: message.payload });
  });
  const outcome = await subscribeOutcome(channel);
  expect(outcome.status, outcome.error?.message).toBe('SUBSCRIBED');
  return { channel, events };
}

describe('realtime: channels per client', () => {
  it('refuses the join past max_channels_per_client, which supabase-js reports as CHANNEL_ERROR', async () => {
    const client = backend.anon();
    for (const name of ['many-1', 'many-2', 'many-3']) {
      expect((await subscribeOutcome(client.channel(name))).status).toBe('SUBSCRIBED');
    }
    const fourth = client.channel('many-4');
    const refused = await subscribeOutcome(fourth);
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toBe('ChannelRateLimitReached: Too many channels');
    await client.removeChannel(fourth);

    const [first] = client.getChannels();
    if (first) await client.removeChannel(first);
    expect((await subscribeOutcome(client.channel('many-5'))).status).toBe('SUBSCRIBED');
  });
});

describe('realtime: joins per second', () => {
  it('refuses the join past max_joins_per_second with Realtime reason and closes the socket', async () => {
    const socket = await openSocket();
    const refs = Array.from({ length: LIMITS.maxJoinsPerSecond + 1 }, () => socket.join('realtime:churn', []));
    for (const ref of refs.slice(0, -1)) expect((await socket.reply(ref))[4]).toMatchObject({ status: 'ok' });
    const last = await socket.reply(refs.at(-1) ?? '');
    expect(last[4]).toEqual({
      status: 'error',
      response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' },
    });
    expect(await socket.closed).toBe(1000);
  });
});

describe('realtime: messages per second', () => {
  it('drops the messages past max_events_per_second and closes the channel with a system error', async () => {
    const topic = 'realtime:rate';
    const inbox = await listen(backend.anon(), 'rate');
    const { socket: sender, joinRef } = await joinedSocket(topic);
    const refs: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      const ref = sender.nextRef();
      refs.push(ref);
      sender.send(broadcastPush(joinRef, ref, topic, 'count', { n }));
    }

    const system = await sender.next('the system error', ([, , t, event]) => t === topic && event === 'system');
    expect(system[4]).toEqual({
      extension: 'system',
      status: 'error',
      message: 'Too many messages per second',
      channel: 'rate',
    });
    await sender.next('phx_close', ([ref, , t, event]) => ref === joinRef && t === topic && event === 'phx_close');
    for (const ref of refs.slice(LIMITS.maxEventsPerSecond + 1)) {
      expect((await sender.reply(ref))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
    }

    const { socket: marker, joinRef: markerJoin } = await joinedSocket(topic);
    marker.send(broadcastPush(markerJoin, marker.nextRef(), topic, 'marker', {}));
    await waitFor(() => inbox.events.some((message) => message.event === 'marker'), 'the marker broadcast');
    expect(inbox.events.map((message) => message.payload.n ?? message.event)).toEqual([1, 2, 3, 4, 5, 'marker']);
  });
});

describe('realtime: payload size', () => {
  const big = { text: 'x'.repeat(LIMITS.maxPayloadSizeInKb * 1000) };

  it('answers an acknowledged oversized broadcast "payload_size_exceeded" and delivers nothing', async () => {
    const topic = 'realtime:heavy';
    const inbox = await listen(backend.anon(), 'heavy');
    const { socket, joinRef } = await joinedSocket(topic, { broadcast: { ack: true, self: false } });
    const ref = socket.nextRef();
    socket.send(broadcastPush(joinRef, ref, topic, 'big', big));
    expect((await socket.reply(ref))[4]).toEqual({ status: 'error', response: 'payload_size_exceeded' });

    const small = socket.nextRef();
    socket.send(broadcastPush(joinRef, small, topic, 'small', { text: 'fits' }));
    expect((await socket.reply(small))[4]).toEqual({ status: 'ok', response: {} });
    await waitFor(() => inbox.events.length > 0, 'the small broadcast');
    expect(inbox.events).toEqual([{ event: 'small', payload: { text: 'fits' } }]);
  });

  it('answers an oversized REST broadcast 422 with the payload named', async () => {
    const batch = await postBroadcast('', {
      messages: [
        { topic: 'heavy', event: 'a', payload: { n: 1 } },
        { topic: 'heavy', event: 'b', payload: big },
      ],
    });
    expect(batch.status).toBe(422);
    expect(await batch.json()).toEqual({
      errors: { messages: [{}, { payload: ['Payload size exceeds tenant limit'] }] },
    });
    const single = await postBroadcast('/heavy/events/b', big);
    expect(single.status).toBe(422);
    expect(await single.json()).toEqual({ errors: { payload: ['Payload size exceeds tenant limit'] } });
  });
});

describe('realtime: REST messages per second', () => {
  it('answers 429 past max_events_per_second from one client address', async () => {
    const messages = (count: number): Row[] =>
      Array.from({ length: count }, (_, n) => ({ topic: 'rest-rate', event: 'count', payload: { n } }));
    const tooMany = await postBroadcast('', { messages: messages(LIMITS.maxEventsPerSecond + 1) });
    expect(tooMany.status).toBe(429);
    expect(await tooMany.json()).toEqual({ message: 'Too many messages to broadcast, please reduce the batch size' });

    expect((await postBroadcast('', { messages: messages(LIMITS.maxEventsPerSecond) })).status).toBe(202);
    const past = await postBroadcast('/rest-rate/events/count', { n: 0 });
    expect(past.status).toBe(429);
    expect(await past.json()).toEqual({ message: 'You have exceeded your rate limit' });
  });
});

describe('realtime: within the limits', () => {
  it('still delivers a chat subscription its changes', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const requests = await watch(provider.client, 'provider-requests', {
      event: '*',
      schema: 'public',
      table: 'messages',
      filter: `to=eq.${provider.id}`,
    });
    const messageId = await sendRequest(customer, provider);
    await nextChange(requests, 'the request', (change) => change.eventType === 'INSERT');
    await accept(provider, customer);

    const conversation = await watch(customer.client, 'conversation', {
      event: 'INSERT',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    });
    const { error } = await provider.client.from('chat_messages').insert({ message_id: messageId, body: 'On my way' });
    expect(error).toBeNull();
    const arrived = await nextChange(conversation, 'the chat message', () => true);
    expect(newRow(arrived)).toMatchObject({ message_id: messageId, body: 'On my way' });
  });
});
