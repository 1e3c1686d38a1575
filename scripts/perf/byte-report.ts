import type { PerfBudget } from './budget.js';
import { firstPaintBytes, type FirstPaintBytes } from './first-paint-bytes.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function lines(title: string, { chunks, totalGzipBytes }: FirstPaintBytes, verdict: string): string[] {
  const width = Math.max(...chunks.map((chunk) => chunk.file.length), 10);
  return [
    title,
    ...chunks.map((chunk) => `  ${chunk.file.padEnd(width)}  ${kb(chunk.gzipBytes).padStart(10)}`),
    `  ${'total'.padEnd(width)}  ${kb(totalGzipBytes).padStart(10)}  ${verdict}`,
  ];
}

/** Prints the first-load JavaScript of `/` against its budget (and the route chunks beside it); returns whether it fits. */
export function checkFirstPaintBytes(distDir: string, budget: PerfBudget): boolean {
  const { maxGzipKb, alsoReport } = budget.bytes.firstPaintOfHome;
  const eager = firstPaintBytes(distDir, []);
  const fits = eager.totalGzipBytes <= maxGzipKb * 1000;
  const withRoutes = firstPaintBytes(distDir, alsoReport);
  process.stdout.write(
    `${[
      ...lines(
        'JavaScript index.html loads eagerly (gzip -9):',
        eager,
        `budget ${String(maxGzipKb)} kB  ${fits ? 'OK' : 'OVER BUDGET'}`,
      ),
      ...lines(`With the route modules of / (${alsoReport.join(', ')}):`, withRoutes, 'reported, not budgeted'),
    ].join('\n')}\n`,
  );
  return fits;
}
