import type { JwtClaims } from '../jwt.js';
import type { Permissions } from './authorization.js';
import type { BroadcastBody } from './broadcast-frames.js';
import type { PhoenixMessage } from './phoenix.js';
import type { Binding, PostgresChangesData, Subscriber } from './subscriptions.js';

const MAX_TIMER_MS = 60 * 60 * 1000;

/** What the client asked for in the join's `config`. */
export interface ChannelOptions {
  isPrivate: boolean;
  /** Deliver the sender's own broadcasts back to it. */
  broadcastSelf: boolean;
  /** Reply to each broadcast push (the client waits for it). */
  broadcastAck: boolean;
  /** The presence key ('' means a generated one). */
  presenceKey: string;
  presenceEnabled: boolean;
}

export interface ChannelOutput {
  send(message: PhoenixMessage): void;
  /** A user broadcast, encoded for the socket's protocol version. */
  broadcast(topic: string, event: string, body: BroadcastBody): void;
}

/** A joined `realtime:<name>` channel of one socket. */
export class Channel implements Subscriber {
  claims: JwtClaims;
  claimsKey: string;
  token: string;
  permissions: Permissions;
  closed = false;
  /** Whether the client has been sent the presence state (diffs only make sense after it). */
  presenceSynced = false;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly topic: string,
    readonly joinRef: string | null,
    token: string,
    claims: JwtClaims,
    permissions: Permissions,
    readonly options: ChannelOptions,
    readonly bindings: readonly Binding[],
    private readonly output: ChannelOutput,
    private readonly onExpired: (channel: Channel) => void,
  ) {
    this.token = token;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
    this.permissions = permissions;
    this.armExpiry();
  }

  /** The name after `realtime:`, as Supabase reports it in system messages. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  /** Broadcasts reach channels of the same name and the same privacy. */
  get room(): string {
    return `${this.options.isPrivate ? 'private' : 'public'}:${this.name}`;
  }

  updateToken(token: string, claims: JwtClaims, permissions: Permissions): void {
    this.token = token;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
    this.permissions = permissions;
    this.armExpiry();
  }

  deliver(ids: number[], data: PostgresChangesData): void {
    if (this.closed) return;
    // Supabase sends changes as fastlane broadcasts: no join_ref, no ref.
    this.output.send({
      joinRef: null,
      ref: null,
      topic: this.topic,
      event: 'postgres_changes',
      payload: { ids, data },
    });
  }

  deliverBroadcast(event: string, body: BroadcastBody): void {
    if (!this.closed && this.permissions.broadcastRead) this.output.broadcast(this.topic, event, body);
  }

  /** Presence events reach the channels that asked for presence (and may read it). */
  deliverPresence(event: 'presence_state' | 'presence_diff', payload: Record<string, unknown>): void {
    if (this.closed || !this.permissions.presenceRead) return;
    if (event === 'presence_diff' && !this.presenceSynced) return;
    const joinRef = event === 'presence_state' ? this.joinRef : null;
    this.output.send({ joinRef, ref: null, topic: this.topic, event, payload });
    if (event === 'presence_state') this.presenceSynced = true;
  }

  push(event: string, payload: Record<string, unknown>): void {
    if (!this.closed) this.output.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  systemMessage(extension: 'postgres_changes' | 'system', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
  }

  /** `closed`, read afresh after an await. */
  isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
  }

  private armExpiry(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    const remaining = this.claims.exp * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => {
        if (this.claims.exp * 1000 <= Date.now()) this.onExpired(this);
        else this.armExpiry();
      },
      Math.max(0, Math.min(remaining, MAX_TIMER_MS)),
    );
    this.expiryTimer.unref();
  }
}
