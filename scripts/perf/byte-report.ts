import type { PerfBudget } from './budget.js';
import { firstPaintBytes } from './first-paint-bytes.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/** Prints the first-paint JavaScript of `/` against its budget; returns whether it fits. */
export function checkFirstPaintBytes(distDir: string, budget: PerfBudget): boolean {
  const { maxGzipKb, routeModules } = budget.bytes.firstPaintOfHome;
  const { chunks, totalGzipBytes } = firstPaintBytes(distDir, routeModules);
  const width = Math.max(...chunks.map((chunk) => chunk.file.length), 10);
  const lines = ['JavaScript before the first paint of / (gzip -9):'];
  for (const chunk of chunks) lines.push(`  ${chunk.file.padEnd(width)}  ${kb(chunk.gzipBytes).padStart(10)}`);
  const fits = totalGzipBytes <= maxGzipKb * 1000;
  lines.push(
    `  ${'total'.padEnd(width)}  ${kb(totalGzipBytes).padStart(10)}  budget ${String(maxGzipKb)} kB  ${fits ? 'OK' : 'OVER BUDGET'}`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
  return fits;
}
