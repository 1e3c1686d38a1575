import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { paths } from './paths.js';

export interface BackendProcess {
  child: ChildProcessWithoutNullStreams;
  /** The API URL the backend printed. */
  url: string;
  /** Everything it printed so far. */
  output: () => string;
}

/** Node's arguments that run `npm run backend -- …args` in the Node process itself (so its PID is the backend's). */
export function backendNodeArgs(args: string[]): string[] {
  return ['--import', 'tsx', join(paths.root, 'scripts', 'backend.ts'), ...args];
}

/** Runs `npm run backend -- …args` as its own Node process and waits until it is ready. */
export function startBackendProcess(args: string[], timeoutMs = 90_000): Promise<BackendProcess> {
  const child = spawn(process.execPath, backendNodeArgs(args), { cwd: paths.root });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`backend did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /API\s+(http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited early with ${String(code)}:\n${output}`));
    });
  });
}

/** SIGTERM, as Ctrl-C would; resolves with the exit code. */
export function stopBackendProcess(started: BackendProcess): Promise<number | null> {
  return new Promise((resolve) => {
    const { child } = started;
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode);
      return;
    }
    child.once('exit', (code) => {
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
