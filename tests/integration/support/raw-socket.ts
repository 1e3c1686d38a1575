import WebSocket from 'ws';
import { waitFor, type Row } from './realtime.js';

export type Frame = [string | null, string | null, string, string, Row];

/** A bare Phoenix client: what supabase-js sends, without its retries and client-side filtering. */
export class RawSocket {
  readonly frames: unknown[] = [];
  /** Bytes of every frame received, text and binary. */
  receivedBytes = 0;
  /** The close code, once the socket has closed. */
  readonly closed: Promise<number>;
  private ref = 0;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (!Buffer.isBuffer(data)) return;
      this.receivedBytes += data.length;
      if (!isBinary) this.frames.push(JSON.parse(data.toString('utf8')));
    });
    this.closed = new Promise((resolve) => {
      ws.once('close', (code) => {
        resolve(code);
      });
    });
  }

  static open(baseUrl: string, apikey: string, vsn = '2.0.0'): Promise<RawSocket> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`;
    const ws = new WebSocket(url);
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        resolve(new RawSocket(ws));
      });
      ws.once('error', reject);
    });
  }

  nextRef(): string {
    this.ref += 1;
    return String(this.ref);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  sendBinary(bytes: Buffer): void {
    this.ws.send(bytes);
  }

  /** Frames in the 2.0.0 array shape. */
  arrays(): Frame[] {
    return this.frames.filter((frame): frame is Frame => Array.isArray(frame) && frame.length === 5);
  }

  next(what: string, predicate: (frame: Frame) => boolean): Promise<Frame> {
    return waitFor(() => this.arrays().find(predicate), what);
  }

  reply(ref: string): Promise<Frame> {
    return this.next(`the reply to ${ref}`, ([, r, , event]) => r === ref && event === 'phx_reply');
  }

  async heartbeat(): Promise<Frame> {
    const ref = this.nextRef();
    this.send([null, ref, 'phoenix', 'heartbeat', {}]);
    return this.reply(ref);
  }

  /** Sends phx_join (with `config` over supabase-js's defaults) and returns its join ref. */
  join(topic: string, postgresChanges: Row[], accessToken?: string, config: Row = {}): string {
    const ref = this.nextRef();
    const defaults = { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, private: false };
    const payload: Row = { config: { ...defaults, ...config, postgres_changes: postgresChanges } };
    if (accessToken) payload.access_token = accessToken;
    this.send([ref, ref, topic, 'phx_join', payload]);
    return ref;
  }

  changes(topic: string): Frame[] {
    return this.arrays().filter(([, , t, event]) => t === topic && event === 'postgres_changes');
  }

  /** Stops reading: what the server sends piles up in the kernel's buffers, then in the server's. */
  pause(): void {
    this.ws.pause();
  }

  resume(): void {
    this.ws.resume();
  }

  close(): void {
    this.ws.close();
  }
}
