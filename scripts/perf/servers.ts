import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/** `vite preview` of `outDir` on 127.0.0.1:port; resolves once it answers, with a stop function. */
export async function startPreview(root: string, outDir: string, port: number): Promise<() => Promise<void>> {
  const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  };
  try {
    await waitForHttp(`http://127.0.0.1:${String(port)}/`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
