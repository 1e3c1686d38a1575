import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

/** GoTrue's bcrypt cost. */
const COST = 10;

type Job = { op: 'hash'; password: string; salt: string } | { op: 'compare'; password: string; hash: string };

interface Pending {
  resolve: (result: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  result?: string | boolean;
  error?: string;
}

/** Workers that run bcrypt off the server's thread, each taking the next job when free. */
class BcryptPool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly size: number) {}

  run(job: Job): Promise<string | boolean> {
    const id = (this.nextId += 1);
    const slot = this.slot();
    // A worker with work keeps the process alive until it answers; an idle one never does.
    if (slot.busy === 0) slot.worker.ref();
    slot.busy += 1;
    const done = () => {
      slot.busy -= 1;
      if (slot.busy === 0) slot.worker.unref();
    };
    return new Promise<string | boolean>((resolve, reject) => {
      this.pending.set(id, {
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      slot.worker.postMessage({ id, ...job });
    });
  }

  /** The least busy worker, starting one more while the pool is below its size. */
  private slot(): { worker: Worker; busy: number } {
    const idle = this.workers.find((slot) => slot.busy === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, slot) => (slot.busy < best.busy ? slot : best));
  }

  private start(): { worker: Worker; busy: number } {
    const worker = new Worker(new URL('./password-worker.js', import.meta.url));
    const slot = { worker, busy: 0 };
    worker.on('message', (message: unknown) => {
      const reply = message as Reply;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined || reply.result === undefined) {
        waiting.reject(new Error(`bcrypt: ${reply.error ?? 'no result'}`));
      } else {
        waiting.resolve(reply.result);
      }
    });
    worker.on('error', (error) => {
      this.workers.splice(this.workers.indexOf(slot), 1);
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id);
        waiting.reject(error);
      }
    });
    // After the listeners: adding a 'message' listener references the worker's port again.
    worker.unref();
    this.workers.push(slot);
    return slot;
  }
}

const pool = new BcryptPool(Math.max(1, availableParallelism()));

/** A bcrypt hash of `password` as GoTrue and pgcrypto write it (`$2a$`, cost 10). */
export async function hashPassword(password: string): Promise<string> {
  const salt = bcrypt.genSaltSync(COST).replace(/^\$2b\$/, '$2a$');
  const hash = await pool.run({ op: 'hash', password, salt });
  if (typeof hash !== 'string') throw new Error('bcrypt: no hash');
  return hash;
}

/** Whether `password` matches a stored bcrypt hash; false for anything that is not one. */
export async function checkPassword(password: string, hash: string | null): Promise<boolean> {
  if (hash === null || !/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) {
    // The same work as a real check, so the answer's time does not tell there was no password.
    await pool.run({ op: 'compare', password, hash: DUMMY_HASH });
    return false;
  }
  return (await pool.run({ op: 'compare', password, hash })) === true;
}

/** A well-formed cost-10 hash that stands in for a missing one, so the check costs the same. */
const DUMMY_HASH = '$2a$10$3euPcmQFCiblsZeEu5s7p.9OVHgeHWFDk9nhMqZ0m/3pd/lhwZgES';
