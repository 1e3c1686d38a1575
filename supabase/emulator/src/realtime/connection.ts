import type { Database } from '../db/engine.js';
import { WebSocket, type RawData } from 'ws';
import type { Catalog } from './catalog.js';
import { isRecord } from './change-capture.js';
import { Channel } from './channel.js';
import { decodeFrame, encodeFrame, type PhoenixMessage, type Vsn } from './phoenix.js';
import { bindingId, createBinding, type Binding } from './subscriptions.js';
import { checkAccessToken, isApiKeyToken } from './tokens.js';

export interface ConnectionContext {
  pg: Database;
  catalog: Catalog;
  jwtSecret: string;
  addChannel(channel: Channel): void;
  removeChannel(channel: Channel): void;
  onError(error: unknown): void;
}

/**
 * One Phoenix socket: heartbeats, channel joins with postgres_changes bindings, access-token
 * updates and leaves. Frames are handled one after the other, in arrival order.
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
      if (isBinary) return;
      const message = decodeFrame(rawText(data));
      if (!message) return;
      this.pending = this.pending
        .then(() => this.handle(message))
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

  private async handle(message: PhoenixMessage): Promise<void> {
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
      case 'presence':
        this.reply(message, 'ok', {});
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
    const checked = await checkAccessToken(token, this.context.jwtSecret);
    if (!checked.ok) {
      this.reply(message, 'error', { reason: `${checked.code}: ${checked.message}` });
      return;
    }

    const config = isRecord(payload.config) ? payload.config : {};
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
      failure ? [] : bindings,
      (out) => {
        this.send(out);
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
    if (requested.length === 0) return;
    if (failure) channel.systemMessage('postgres_changes', 'error', failure);
    else channel.systemMessage('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  private async refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (typeof token !== 'string' || isApiKeyToken(token) || token === channel.token) return;
    const checked = await checkAccessToken(token, this.context.jwtSecret);
    if (channel.closed) return;
    if (!checked.ok) {
      this.shutdown(channel, checked.message);
      return;
    }
    channel.updateToken(token, checked.claims);
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

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
