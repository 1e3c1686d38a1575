import type { Database } from '../db/engine.js';
import { WebSocket } from 'ws';
import type { JwtKeys } from '../jwt.js';
import type { Catalog } from './catalog.js';
import { isRecord } from './change-capture.js';
import { privatePermissions, PUBLIC_PERMISSIONS, type Permissions } from './authorization.js';
import { encodeUserBroadcast, type BroadcastBody } from './broadcast-frames.js';
import { Channel, type ChannelOptions } from './channel.js';
import { LIMIT_REASONS, payloadFits, type RealtimeLimits } from './client-limits.js';
import type { Hub } from './hub.js';
import { decodeInbound, jsonBroadcast, rawBuffer, type Inbound } from './inbound.js';
import { encodeFrame, type PhoenixMessage, type Vsn } from './phoenix.js';
import { RateWindow } from './rate-window.js';
import { bindingId, createBinding, type Binding } from './subscriptions.js';
import { checkAccessToken, isApiKeyToken } from './tokens.js';

export interface ConnectionContext {
  pg: Database;
  catalog: Catalog;
  jwtKeys: JwtKeys;
  hub: Hub;
  limits: RealtimeLimits;
  addChannel(channel: Channel): void;
  removeChannel(channel: Channel): void;
  onError(error: unknown): void;
}

/**
 * One Phoenix socket: heartbeats, channel joins (postgres_changes bindings, broadcast, presence,
 * private channels), access-token updates and leaves. Frames are handled in arrival order, within
 * the client limits of `[realtime]` (channels, joins and messages per second, payload size, and
 * the unsent bytes a client that stops reading may leave waiting).
 */
export class RealtimeConnection {
  private readonly channels = new Map<string, Channel>();
  private readonly joins: RateWindow;
  private readonly events: RateWindow;
  private pending: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    /** The socket's apikey, the default token when a join carries none (null for sb_ keys). */
    private readonly apiKeyToken: string | null,
    private readonly context: ConnectionContext,
  ) {
    this.joins = new RateWindow(context.limits.maxJoinsPerSecond);
    this.events = new RateWindow(context.limits.maxEventsPerSecond);
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
    this.write(Buffer.from(encodeFrame(message, this.vsn), 'utf8'), false);
  }

  /** Sends a frame, or closes a socket whose unsent frames would pass `max_send_buffer`. */
  private write(frame: Buffer, binary: boolean): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const queued = this.ws.bufferedAmount;
    if (queued > 0 && queued + frame.length > this.context.limits.maxSendBufferBytes) {
      // The client stopped reading; keeping its frames would hold memory without end.
      this.ws.terminate();
      return;
    }
    this.ws.send(frame, { binary });
  }

  private reply(to: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown> | string): void {
    this.send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private sendBroadcast(topic: string, event: string, body: BroadcastBody): void {
    if (this.vsn === '2.0.0') {
      const frame = encodeUserBroadcast(topic, event, body);
      if (frame) this.write(frame, true);
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
        if (this.countEvent(channel)) this.broadcast(channel, message, broadcast ?? jsonBroadcast(message.payload));
        return;
      case 'presence':
        if (this.countEvent(channel)) this.presence(channel, message);
        return;
      default:
        this.countEvent(channel);
        return;
    }
  }

  /** `max_events_per_second`: the message past it is dropped and its channel shut down. */
  private countEvent(channel: Channel): boolean {
    if (this.events.take()) return true;
    this.shutdown(channel, LIMIT_REASONS.tooManyEvents);
    return false;
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
    if (!this.joins.take()) {
      this.reply(message, 'error', { reason: LIMIT_REASONS.tooManyJoins });
      this.ws.close(1000);
      return;
    }
    const previous = this.channels.get(topic);
    if (previous) {
      this.drop(previous);
      this.send({ joinRef: previous.joinRef, ref: previous.joinRef, topic, event: 'phx_close', payload: {} });
    }
    if (this.channels.size >= this.context.limits.maxChannelsPerClient) {
      this.reply(message, 'error', { reason: LIMIT_REASONS.tooManyChannels });
      return;
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
    if (pushed && !payloadFits(this.context.limits, pushed.body)) {
      if (channel.options.broadcastAck) this.reply(message, 'error', LIMIT_REASONS.payloadTooLarge);
      return;
    }
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
    if (event === 'track' && !payloadFits(this.context.limits, { kind: 'json', value: payload })) {
      this.shutdown(channel, LIMIT_REASONS.trackTooLarge);
    } else if (event === 'track') {
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
