/** A message typed and handed to the queue, until the backend has it. */
export interface OutgoingMessage {
  id: number;
  body: string;
  /** queued: waiting its turn; sending: on its way; failed: kept with `error` until Retry or Discard. */
  status: 'queued' | 'sending' | 'failed';
  error: string | null;
}

type Listener = () => void;

/**
 * The chat's outgoing messages, sent one at a time in the order they were typed. A failed send
 * keeps its text and holds the ones after it, so order is never broken; Retry resumes.
 * Framework-free: React reads it through `subscribe`/`getSnapshot` (useSyncExternalStore).
 */
export class SendQueue {
  private items: readonly OutgoingMessage[] = [];
  private readonly listeners = new Set<Listener>();
  private draining = false;
  private lastId = 0;

  constructor(
    private readonly send: (body: string) => Promise<unknown>,
    private readonly describeError: (error: unknown) => string,
  ) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly OutgoingMessage[] => this.items;

  enqueue(body: string): void {
    this.lastId += 1;
    this.update([...this.items, { id: this.lastId, body, status: 'queued', error: null }]);
    void this.drain();
  }

  retry(id: number): void {
    this.update(this.items.map((item) => (item.id === id ? { ...item, status: 'queued', error: null } : item)));
    void this.drain();
  }

  /** Drops a failed message; its text is returned so it can go back into the box. */
  discard(id: number): string {
    const item = this.items.find((candidate) => candidate.id === id);
    if (!item || item.status === 'sending') return '';
    this.update(this.items.filter((candidate) => candidate.id !== id));
    void this.drain();
    return item.body;
  }

  private update(items: readonly OutgoingMessage[]): void {
    this.items = items;
    for (const listener of this.listeners) listener();
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      for (let head = this.items[0]; head?.status === 'queued'; head = this.items[0]) {
        const { id } = head;
        this.update(this.items.map((item) => (item.id === id ? { ...item, status: 'sending' } : item)));
        try {
          await this.send(head.body);
          this.update(this.items.filter((item) => item.id !== id));
        } catch (error) {
          const message = this.describeError(error);
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
