import type { JwtClaims } from '../jwt.js';
import type { PhoenixMessage } from './phoenix.js';
import type { Binding, PostgresChangesData, Subscriber } from './subscriptions.js';

const MAX_TIMER_MS = 60 * 60 * 1000;

/** A joined `realtime:<name>` channel of one socket. */
export class Channel implements Subscriber {
  claims: JwtClaims;
  claimsKey: string;
  token: string;
  closed = false;
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    readonly topic: string,
    readonly joinRef: string | null,
    token: string,
    claims: JwtClaims,
    readonly bindings: readonly Binding[],
    private readonly send: (message: PhoenixMessage) => void,
    private readonly onExpired: (channel: Channel) => void,
  ) {
    this.token = token;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
    this.armExpiry();
  }

  /** The name after `realtime:`, as Supabase reports it in system messages. */
  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  updateToken(token: string, claims: JwtClaims): void {
    this.token = token;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
    this.armExpiry();
  }

  deliver(ids: number[], data: PostgresChangesData): void {
    if (this.closed) return;
    // Supabase sends changes as fastlane broadcasts: no join_ref, no ref.
    this.send({ joinRef: null, ref: null, topic: this.topic, event: 'postgres_changes', payload: { ids, data } });
  }

  push(event: string, payload: Record<string, unknown>): void {
    if (!this.closed) this.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  systemMessage(extension: 'postgres_changes' | 'system', status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
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
