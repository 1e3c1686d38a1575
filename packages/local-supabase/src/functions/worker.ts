import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';

/** What one function's Deno process runs with. */
export interface WorkerSpec {
  name: string;
  /** The function's folder: its working directory, readable by it, watched for changes. */
  dir: string;
  entry: string;
  /** Folders it may read besides its own (the shared `_shared` folder). */
  readDirs: string[];
  /** Folders whose changes restart it (its own, `_shared`). */
  watchDirs: string[];
  /** Its deno.json, if it has one. */
  configFile: string | null;
  importMap: string | null;
  deno: string;
  preload: string;
  /** Environment, computed at each start (secrets files are read again). */
  env: () => Record<string, string>;
  log: (line: string) => void;
  bootTimeoutMs: number;
}

/** The function's process exited, or never listened, before it could serve a request. */
export class BootError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BootError';
  }
}

interface Running {
  child: ChildProcess | null;
  port: Promise<number>;
  exited: boolean;
}

const STDERR_TAIL = 4096;
const POLL_MS = 20;

/**
 * One Edge Function in its own Deno process: started by the first request, kept warm, stopped when
 * a file of its folder (or of `_shared`) changes so the next request starts it afresh.
 */
export class FunctionWorker {
  private running: Running | null = null;
  private readonly watchers: FSWatcher[] = [];
  private restartTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly spec: WorkerSpec) {
    for (const dir of spec.watchDirs) {
      if (!existsSync(dir)) continue;
      try {
        const watcher = watch(dir, { recursive: true }, (_event, file) => {
          if (typeof file === 'string' && /(^|[\\/])(node_modules|\.git)([\\/]|$)/.test(file)) return;
          this.scheduleRestart();
        });
        watcher.on('error', () => undefined);
        this.watchers.push(watcher);
      } catch {
        // a folder that cannot be watched only loses the reload on change
      }
    }
  }

  /** The port its Deno.serve listens on, starting the process if it is not running. */
  port(): Promise<number> {
    if (this.closed) return Promise.reject(new BootError('the functions runtime is closed'));
    if (!this.running || this.running.exited) this.running = this.boot();
    return this.running.port;
  }

  /** True while the process that served `port` still runs. */
  isAlive(): boolean {
    return this.running !== null && !this.running.exited;
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = null;
    if (!running || running.exited) return;
    await running.port.catch(() => undefined);
    if (running.child) await terminate(running.child);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    for (const watcher of this.watchers) watcher.close();
    await this.stop();
  }

  private scheduleRestart(): void {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (this.running) this.spec.log(`functions: ${this.spec.name} changed; it restarts on its next request`);
      void this.stop();
    }, 50);
  }

  private boot(): Running {
    const { spec } = this;
    const running: Running = { child: null, exited: false, port: Promise.resolve(0) };
    const start = async (): Promise<number> => {
      const port = await freePort();
      const args = [
        'run',
        '--no-prompt',
        '--no-lock',
        '--allow-net',
        '--allow-env',
        `--allow-read=${[spec.dir, ...spec.readDirs.filter((dir) => existsSync(dir))].join(',')}`,
        `--preload=${spec.preload}`,
        spec.configFile ? `--config=${spec.configFile}` : '--no-config',
        ...(spec.importMap ? [`--import-map=${spec.importMap}`] : []),
        spec.entry,
      ];
      const child = spawn(spec.deno, args, {
        cwd: spec.dir,
        env: { ...spec.env(), DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${String(port)}` },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      running.child = child;
      return waitUntilListening(child, port, running, spec);
    };
    running.port = start().catch((error: unknown) => {
      running.exited = true;
      throw error;
    });
    return running;
  }
}

async function waitUntilListening(
  child: ChildProcess,
  port: number,
  running: Running,
  spec: WorkerSpec,
): Promise<number> {
  let tail = '';
  const forward = (chunk: Buffer, keep: boolean) => {
    const text = chunk.toString('utf8');
    if (keep) tail = (tail + text).slice(-STDERR_TAIL);
    for (const line of text.split('\n')) if (line.trim() !== '') spec.log(`[${spec.name}] ${line}`);
  };
  child.stdout?.on('data', (chunk: Buffer) => {
    forward(chunk, false);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    forward(chunk, true);
  });
  const exit = new Promise<never>((_resolve, reject) => {
    child.once('error', (error) => {
      running.exited = true;
      reject(new BootError(`${spec.name} could not start: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      running.exited = true;
      const how = signal ? `signal ${signal}` : `code ${String(code)}`;
      reject(new BootError(`${spec.name} exited (${how}) before it listened${tail ? `:\n${tail.trim()}` : ''}`));
    });
  });
  exit.catch(() => undefined);
  const deadline = Date.now() + spec.bootTimeoutMs;
  for (;;) {
    const ready = await Promise.race([canConnect(port), exit]);
    if (ready) return port;
    if (Date.now() > deadline) {
      await terminate(child);
      throw new BootError(`${spec.name} did not listen within ${String(spec.bootTimeoutMs)} ms`);
    }
    await Promise.race([new Promise((resolve) => setTimeout(resolve, POLL_MS)), exit]);
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** SIGTERM, then SIGKILL if it has not exited within two seconds. */
function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
