import type { PushReceiver, ReceivedPush, ReceiverSubscription } from './push-receiver.js';

/** How long a request's push may take before it counts as not delivered. */
const PUSH_TIMEOUT_MS = 30_000;

/** Where the watch reports: a latency, or a failure, of one of the simulation's operations. */
export interface PushReport {
  ok(operation: 'request_push' | 'help_now_fanout', milliseconds: number): void;
  fail(operation: 'request_push' | 'help_now_fanout', error: Error): void;
}

type OnArrival = (arrivedAt: number, device: ReceiverSubscription) => void;

interface Expected {
  started: number;
  timer: NodeJS.Timeout;
  onArrival: OnArrival;
}

interface Expectation {
  /** Called with the device the push reached. */
  then?: OnArrival;
  /** A push that may rightly never come (a help-now copy taken before its push was sent). */
  mayNotCome?: () => boolean;
}

/** The request a `new_request` push announces (its tag is `new_request-<message_id>`). */
function announcedRequest(push: ReceivedPush): number | null {
  const tag = (push.payload as { tag?: unknown } | null)?.tag;
  const match = typeof tag === 'string' ? /^new_request-(\d+)$/.exec(tag) : null;
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Requests waiting for their push on the provider's device. A push may reach the receiver before
 * the insert's answer reaches the sender, so an arrival nobody expects yet is kept until it is.
 */
export class PushWatch {
  private readonly expected = new Map<number, Expected>();
  private readonly early = new Map<number, { arrivedAt: number; device: ReceiverSubscription }>();

  constructor(
    receiver: PushReceiver,
    private readonly report: PushReport,
  ) {
    receiver.onPush((push, device) => {
      const request = announcedRequest(push);
      if (request === null) return;
      const arrivedAt = performance.now();
      const waiting = this.expected.get(request);
      if (!waiting) {
        this.early.set(request, { arrivedAt, device });
        return;
      }
      this.arrive(request, waiting, arrivedAt, device);
    });
  }

  /**
   * Times the push of request `messageId`, whose insert started at `started` (performance.now()).
   */
  expect(messageId: number, started: number, { then, mayNotCome }: Expectation = {}): void {
    const whenArrived: OnArrival = (arrivedAt, device) => {
      this.report.ok('request_push', arrivedAt - started);
      then?.(arrivedAt, device);
    };
    const timer = setTimeout(() => {
      this.expected.delete(messageId);
      if (mayNotCome?.()) return;
      this.report.fail(
        'request_push',
        new Error(`no push for request ${String(messageId)} within ${String(PUSH_TIMEOUT_MS)} ms`),
      );
    }, PUSH_TIMEOUT_MS);
    const waiting = { started, timer, onArrival: whenArrived };
    this.expected.set(messageId, waiting);
    const early = this.early.get(messageId);
    if (early) {
      this.early.delete(messageId);
      this.arrive(messageId, waiting, early.arrivedAt, early.device);
    }
  }

  /** Resolves when every expected push has arrived or timed out. */
  async settle(): Promise<void> {
    while (this.expected.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private arrive(messageId: number, waiting: Expected, arrivedAt: number, device: ReceiverSubscription): void {
    clearTimeout(waiting.timer);
    this.expected.delete(messageId);
    waiting.onArrival(arrivedAt, device);
  }
}

/** One help-now request: its copies' pushes (the fan-out) and the race to accept it. */
export class HelpNowRace {
  private left: number;
  won = false;

  constructor(
    readonly started: number,
    copies: number,
  ) {
    this.left = copies;
  }

  /** A copy's push arrived; true when it was the last one (every asked provider has heard). */
  pushed(): boolean {
    this.left -= 1;
    return this.left === 0;
  }

  /** Records an accept that came back `accepted`; false when another provider had already won. */
  claim(): boolean {
    if (this.won) return false;
    this.won = true;
    return true;
  }
}
