import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** `vite build` into `outDir` with extra environment variables; rejects when the build fails. */
export function viteBuild(root: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`vite build exited with ${String(code)}`));
    });
  });
}
