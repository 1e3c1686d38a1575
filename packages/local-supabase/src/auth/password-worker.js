// bcrypt for passwords.ts, on a worker thread: one check costs about 100 ms of CPU, which on
// PGlite (pgcrypto inside the server's own thread) would stall every socket the server holds.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort?.on('message', (job) => {
  try {
    const result =
      job.op === 'hash' ? bcrypt.hashSync(job.password, job.salt) : bcrypt.compareSync(job.password, job.hash);
    parentPort?.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
