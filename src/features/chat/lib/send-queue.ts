import type { SavedOutgoing } from '../../../lib/outbox-db';
/** A message typed and handed to the queue, until the backend has it. */
export interface OutgoingMessage {
  /** The id this device gave the message; the database keeps at most one row with it. */
  id: string;
  body: string;
  /** Resized photos that go with the text (or alone). */
  photos: readonly Blob[];
  /**
   * waiting: held until the network returns; queued: its turn comes; sending: on its way;
   * failed: refused by the backend, kept with `error` until Retry or Discard.
   */
  status: 'waiting' | 'queued' | 'sending' | 'failed';
  error: string | null;
}

export interface SendQueueOptions {
  /** Delivers one message; sending the same id twice must store it once. */
  send: (message: SavedOutgoing) => Promise<unknown>;
  describeError: (error: unknown) => string;
  /** Whether a failed send met a missing network (the message then waits) rather than a refusal. */
  isNetworkError: (error: unknown) => boolean;
  isOnline: () => boolean;
  newId: () => string;
  /** With a persistent outbox: nothing is sent before `restore` has put the saved messages first. */
  restoreFirst?: boolean;
  /** Told when a message joins the queue (to keep it) and when it leaves it (sent or deleted). */
  onAdded?: (message: SavedOutgoing) => void;
  onRemoved?: (id: string) => void;
  /** When the device says it is online but a send still met no network: try again after this long. */
  retryDelayMs?: number;
}

type Listener = () => void;

const DEFAULT_RETRY_DELAY_MS = 10_000;

/**
 * The chat's outgoing messages, sent one at a time in the order they were typed. Without network
 * they wait and go out when it returns; a refused send keeps its text and holds the ones after it,
 * so order is never broken; Retry resumes. Framework-free: React reads it through
 * `subscribe`/`getSnapshot` (useSyncExternalStore).
 */
export class SendQueue {
  private items: readonly OutgoingMessage[] = [];
  private readonly listeners = new Set<Listener>();
  private draining = false;
  private holding: boolean;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: SendQueueOptions) {
    this.holding = options.restoreFirst ?? false;
  }

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly OutgoingMessage[] => this.items;

  /** Adds a typed message (text, photos or both) at the end; returns its id. */
  enqueue(body: string, photos: readonly Blob[] = []): string {
    const id = this.options.newId();
    const waiting = !this.holding && (!this.options.isOnline() || this.items.some((item) => item.status === 'waiting'));
    const status = waiting ? 'waiting' : 'queued';
    this.update([...this.items, { id, body, photos, status, error: null }]);
    this.options.onAdded?.({ id, body, photos });
    void this.drain();
    return id;
  }

  /** Puts messages kept from an earlier visit before everything typed since, then starts sending. */
  restore(saved: readonly SavedOutgoing[]): void {
    const known = new Set(this.items.map((item) => item.id));
    const earlier = saved
      .filter((message) => !known.has(message.id))
      .map((message): OutgoingMessage => ({ ...message, status: 'queued', error: null }));
    this.holding = false;
    this.update([...earlier, ...this.items]);
    void this.drain();
  }

  /** The network is back (or may be): waiting messages go out. */
  resume(): void {
    this.clearRetry();
    this.update(this.items.map((item) => (item.status === 'waiting' ? { ...item, status: 'queued' } : item)));
    void this.drain();
  }

  /** Sends a refused message again; for one waiting on the network, tries the network now. */
  retry(id: string): void {
    if (this.items.find((item) => item.id === id)?.status === 'waiting') {
      this.resume();
      return;
    }
    this.update(this.items.map((item) => (item.id === id ? { ...item, status: 'queued', error: null } : item)));
    void this.drain();
  }

  /** Drops a message not on its way; its text and photos are returned so they can go back into the box. */
  discard(id: string): { body: string; photos: readonly Blob[] } {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item || item.status === 'sending') return { body: '', photos: [] };
    this.update(this.items.filter((candidate) => candidate.id !== id));
    this.options.onRemoved?.(id);
    void this.drain();
    return { body: item.body, photos: item.photos };
  }

  /** Stops the timer of a pending retry (the owner goes away); `resume` starts again. */
  dispose(): void {
    this.clearRetry();
  }

  private update(items: readonly OutgoingMessage[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  /** Everything not refused waits for the network; if the device claims to be online, try again later. */
  private waitForNetwork(): void {
    this.update(
      this.items.map((item) =>
        item.status === 'queued' || item.status === 'sending' ? { ...item, status: 'waiting' } : item,
      ),
    );
    if (this.options.isOnline() && this.retryTimer === null) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.resume();
      }, this.options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS);
    }
  }

  private async drain(): Promise<void> {
    if (this.draining || this.holding) return;
    this.draining = true;
    try {
      for (let head = this.items[0]; head?.status === 'queued'; head = this.items[0]) {
        if (!this.options.isOnline()) {
          this.waitForNetwork();
          return;
        }
        const { id, body, photos } = head;
        this.update(this.items.map((item) => (item.id === id ? { ...item, status: 'sending' } : item)));
        try {
          await this.options.send({ id, body, photos });
          this.update(this.items.filter((item) => item.id !== id));
          this.options.onRemoved?.(id);
        } catch (error) {
          if (this.options.isNetworkError(error)) {
            this.waitForNetwork();
            return;
          }
          const message = this.options.describeError(error);
          this.update(
            this.items.map((item) => (item.id === id ? { ...item, status: 'failed', error: message } : item)),
          );
        }
      }
    } finally {
      this.draining = false;
    }
  }
}
