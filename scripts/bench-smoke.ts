import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { paths } from './lib/paths.js';
import { EXIT_CANNOT_RUN, loadAverage } from './lib/bench-verdict.js';

/**
 * `npm run bench:smoke`: every bench once at a small size, so a bench that stops working fails CI.
 * Budgets are not judged here (timings at small sizes on a shared machine are noise); the exit
 * code is non-zero only when a bench could not run.
 */
const RUNS: { name: string; args: string[] }[] = [
  { name: 'bench:nearby', args: ['scripts/bench-nearby.ts', '--smoke'] },
  { name: 'bench:nearby --engine postgres', args: ['scripts/bench-nearby.ts', '--smoke', '--engine', 'postgres'] },
  { name: 'bench:directory', args: ['scripts/bench-directory.ts', '--smoke'] },
  {
    name: 'bench:directory --engine postgres',
    args: ['scripts/bench-directory.ts', '--smoke', '--engine', 'postgres'],
  },
  { name: 'bench:chat', args: ['scripts/bench-chat.ts', '--smoke'] },
  { name: 'bench:load', args: ['scripts/bench-load.ts', '--smoke'] },
  { name: 'bench:notify', args: ['scripts/bench-notify.ts', '--smoke'] },
];
/** A bench that hangs fails rather than holding CI. */
const TIMEOUT_MS = 5 * 60_000;

function run(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: paths.root, stdio: 'inherit' });
    const timer = setTimeout(() => {
      process.stderr.write(`timed out after ${String(TIMEOUT_MS / 60_000)} minutes\n`);
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? null : code);
    });
  });
}

const failed: string[] = [];
const started = performance.now();
process.stdout.write(`bench:smoke, load average ${loadAverage()}\n`);
for (const { name, args } of RUNS) {
  process.stdout.write(`\n--- ${name} (smoke) ---\n`);
  const benchStarted = performance.now();
  const code = await run(args.map((arg, index) => (index === 0 ? join(paths.root, arg) : arg)));
  process.stdout.write(
    `--- ${name}: exit ${String(code)} in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s\n`,
  );
  if (code !== 0) failed.push(`${name} (exit ${String(code)})`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (failed.length > 0) {
  process.stdout.write(
    `\nbench:smoke: ${String(failed.length)} bench(es) could not run in ${seconds} s: ${failed.join(', ')}\n`,
  );
  process.exitCode = EXIT_CANNOT_RUN;
} else {
  process.stdout.write(`\nbench:smoke: every bench ran, in ${seconds} s (load average ${loadAverage()}).\n`);
}
