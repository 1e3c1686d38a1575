import type { Database } from '../db/engine.js';
import { WebSocket, type RawData } from 'ws';
import type { JwtKeys } from '../jwt.js';
import type { Catalog } from './catalog.js';
import { isRecord } from './change-capture.js';
import { privatePermissions, PUBLIC_PERMISSIONS, type Permissions } from './authorization.js';
import { decodeBroadcastPush, encodeUserBroadcast, type BroadcastBody } from './broadcast-frames.js';
import { Channel, type ChannelOptions } from './channel.js';
import type { Hub } from './hub.js';
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from './phoenix.js';
import { bindingId, createBinding, type Binding } from './subscriptions.js';
import { checkAccessToken, isApiKeyToken } from './tokens.js';

export interface ConnectionContext {
  pg: Database;
  catalog: Catalog;
  jwtKeys: JwtKeys;
  hub: Hub;
  addChannel(channel: Channel): void;
  removeChannel(channel: Channel): void;
  onError(error: unknown): void;
}

interface Inbound {
  message: PhoenixMessage;
  /** A broadcast pushed in a 2.0.0 binary frame. */
  broadcast?: { event: string; body: BroadcastBody };
}

/**
 * One Phoenix socket: heartbeats, channel joins (postgres_changes bindings, broadcast, presence,
 * private channels), access-token updates and leaves. Frames are handled in arrival order.
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, Channel>();
  private pending: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's apikey, the default token when a join carries none (null for sb_ keys). */
    private readonly apiKeyToken: string | null,
    private readonly context: ConnectionContext,
  ) {
    ws.on('message', (data, isBinary) => {
      const inbound = decodeInbound(rawBuffer(data), isBinary);
      if (!inbound) return;
      this.pending = this.pending
        .then(() => this.handle(inbound))
        .catch((error: unknown) => {
          this.context.onError(error);
        });
    });
    ws.on('close', () => {
      this.closed = true;
      for (const channel of this.channels.values()) this.drop(channel);
    });
    ws.on('error', () => {
      ws.terminate();
    });
  }

  private send(message: PhoenixMessage): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(encodeFrame(message, this.vsn));
  }

  private reply(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private sendBroadcast(topic: string, event: string, body: BroadcastBody): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.vsn === '2.0.0') {
      const frame = encodeUserBroadcast(topic, event, body);
      if (frame) this.ws.send(frame);
      return;
    }
    // The 1.0.0 serializer has no binary frames: binary payloads cannot reach these clients.
    if (body.kind !== 'json') return;
    const payload = { type: 'broadcast', event, payload: body.value };
    this.send({ joinRef: null, ref: null, topic, event: 'broadcast', payload });
  }

  private async handle({ message, broadcast }: Inbound): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.reply(message, 'ok', {});
      return;
    }
    if (message.event === 'phx_join') {
      await this.join(message);
      return;
    }
    const channel = this.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (message.event) {
      case 'phx_leave':
        this.drop(channel);
        this.reply(message, 'ok', {});
        return;
      case 'access_token':
        await this.refreshToken(channel, message.payload.access_token);
        return;
      case 'broadcast':
        this.broadcast(channel, message, broadcast ?? jsonBroadcast(message.payload));
        return;
      case 'presence':
        this.presence(channel, message);
        return;
      default:
        return;
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:')) {
      this.reply(message, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (topic === 'realtime:') {
      this.reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
      return;
    }
    const previous = this.channels.get(topic);
    if (previous) {
      this.drop(previous);
      this.send({ joinRef: previous.joinRef, ref: previous.joinRef, topic, event: 'phx_close', payload: {} });
    }

    const token = joinToken(payload) ?? this.apiKeyToken;
    if (!token) {
      this.reply(message, 'error', { reason: 'InvalidJWTToken: No access token was provided' });
      return;
    }
    const checked = await checkAccessToken(token, this.context.jwtKeys);
    if (!checked.ok) {
      this.reply(message, 'error', { reason: `${checked.code}: ${checked.message}` });
      return;
    }

    const config = isRecord(payload.config) ? payload.config : {};
    const options = channelOptions(config);
    const permissions = options.isPrivate
      ? await privatePermissions(this.context.pg, checked.claims, topic.slice('realtime:'.length))
      : PUBLIC_PERMISSIONS;
    if (!permissions.broadcastRead && !permissions.presenceRead) {
      this.reply(message, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic.slice('realtime:'.length)}`,
      });
      return;
    }
    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isRecord) : [];
    const bindings: Binding[] = [];
    let failure: string | null = null;
    for (const params of requested) {
      const result = await createBinding(params, this.context.catalog, this.context.pg);
      if (!result.ok) {
        failure = result.message;
        break;
      }
      bindings.push(result.binding);
    }

    if (this.closed) return;
    const channel = new Channel(
      topic,
      message.joinRef ?? message.ref,
      token,
      checked.claims,
      permissions,
      options,
      failure ? [] : bindings,
      {
        send: (out) => {
          this.send(out);
        },
        broadcast: (channelTopic, event, body) => {
          this.sendBroadcast(channelTopic, event, body);
        },
      },
      (expired) => {
        this.shutdown(expired, 'Token has expired 0 seconds ago');
      },
    );
    this.channels.set(topic, channel);
    this.context.addChannel(channel);
    this.reply(message, 'ok', {
      postgres_changes: requested.map((params) => ({ ...params, id: bindingId(params) })),
    });
    if (requested.length > 0) {
      if (failure) channel.systemMessage('postgres_changes', 'error', failure);
      else channel.systemMessage('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    if (options.presenceEnabled) this.context.hub.sendPresenceState(channel);
  }

  private broadcast(
    channel: Channel,
    message: PhoenixMessage,
    pushed: { event: string; body: BroadcastBody } | null,
  ): void {
    if (pushed && channel.permissions.broadcastWrite) {
      this.context.hub.broadcast(channel.room, pushed.event, pushed.body, channel);
    }
    if (channel.options.broadcastAck) this.reply(message, 'ok', {});
  }

  private presence(channel: Channel, message: PhoenixMessage): void {
    const { event, payload } = message.payload;
    if (!channel.permissions.presenceWrite) {
      this.reply(message, 'error', {
        reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${channel.name}`,
      });
      return;
    }
    if (event === 'track') {
      this.reply(message, 'ok', {});
      this.context.hub.track(channel, isRecord(payload) ? payload : {});
      if (!channel.presenceSynced) this.context.hub.sendPresenceState(channel);
    } else if (event === 'untrack') {
      this.reply(message, 'ok', {});
      this.context.hub.untrack(channel);
    } else {
      this.reply(message, 'error', { reason: 'Unknown presence event' });
    }
  }

  private async refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || isApiKeyToken(token) || token === channel.token) return;
    const checked = await checkAccessToken(token, this.context.jwtKeys);
    if (channel.closed) return;
    if (!checked.ok) {
      this.shutdown(channel, checked.message);
      return;
    }
    const permissions: Permissions = channel.options.isPrivate
      ? await privatePermissions(this.context.pg, checked.claims, channel.name)
      : PUBLIC_PERMISSIONS;
    if (channel.isClosed()) return;
    channel.updateToken(token, checked.claims, permissions);
    if (channel.bindings.length > 0) channel.systemMessage('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /** Supabase's shutdown: a system error, then the channel closes. */
  private shutdown(channel: Channel, reason: string): void {
    channel.systemMessage('system', 'error', reason);
    this.drop(channel);
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private drop(channel: Channel): void {
    channel.close();
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.context.removeChannel(channel);
  }
}

function joinToken(payload: Record<string, unknown>): string | null {
  const token = payload.access_token ?? payload.user_token;
  if (typeof token !== 'string' || token === '' || isApiKeyToken(token)) return null;
  return token;
}

function rawBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return data;
}

function decodeInbound(data: Buffer, isBinary: boolean): Inbound | null {
  if (isBinary) {
    const push = decodeBroadcastPush(data);
    return push ? { message: push.message, broadcast: { event: push.event, body: push.body } } : null;
  }
  const message = decodeFrame(data.toString('utf8'));
  return message ? { message } : null;
}

/** A JSON broadcast push: `{ type: 'broadcast', event, payload }`. */
function jsonBroadcast(payload: Record<string, unknown>): { event: string; body: BroadcastBody } | null {
  if (typeof payload.event !== 'string') return null;
  return { event: payload.event, body: { kind: 'json', value: payload.payload ?? null } };
}

function channelOptions(config: Record<string, unknown>): ChannelOptions {
  const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
  const presence = isRecord(config.presence) ? config.presence : {};
  return {
    isPrivate: config.private === true,
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: typeof presence.key === 'string' ? presence.key : '',
    presenceEnabled: presence.enabled === true,
  };
}
