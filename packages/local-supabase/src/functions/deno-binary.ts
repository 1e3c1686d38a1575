import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The platform package of the npm `deno` package that holds this machine's binary. */
function platformPackage(): string | null {
  const arch = process.arch === 'x64' ? 'x64' : process.arch === 'arm64' ? 'arm64' : null;
  if (!arch) return null;
  if (process.platform === 'linux') return `@deno/linux-${arch}-glibc`;
  if (process.platform === 'darwin') return `@deno/darwin-${arch}`;
  if (process.platform === 'win32') return `@deno/win32-${arch}`;
  return null;
}

/**
 * The Deno executable: `DENO_BIN` if set, else the binary the npm `deno` package installed (its
 * own copy, or its platform package's when the install script did not run).
 */
export function denoBinary(): string {
  const fromEnv = process.env.DENO_BIN;
  if (fromEnv) return fromEnv;
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  const candidates: string[] = [];
  try {
    candidates.push(join(dirname(require.resolve('deno/package.json')), exe));
  } catch {
    // the deno package is not installed: only DENO_BIN or the platform package can help
  }
  const platform = platformPackage();
  if (platform) {
    try {
      candidates.push(join(dirname(require.resolve(`${platform}/package.json`)), exe));
    } catch {
      // not installed for this platform
    }
  }
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error('Deno is not installed: add the npm package "deno" or set DENO_BIN');
  return found;
}
