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

const verdict = (fits: boolean, maxKb: number) => `budget ${String(maxKb)} kB  ${fits ? 'OK' : 'OVER BUDGET'}`;

/** Prints the first-load JavaScript of `/` (without and with its route modules) against its budgets; returns whether both fit. */
export function checkFirstPaintBytes(distDir: string, budget: PerfBudget): boolean {
  const { maxGzipKb, routeModules, withRouteModulesMaxGzipKb } = budget.bytes.firstPaintOfHome;
  const eager = firstPaintBytes(distDir, []);
  const fits = eager.totalGzipBytes <= maxGzipKb * 1000;
  const withRoutes = firstPaintBytes(distDir, routeModules);
  const routesFit = withRoutes.totalGzipBytes <= withRouteModulesMaxGzipKb * 1000;
  process.stdout.write(
    `${[
      ...lines('JavaScript index.html loads eagerly (gzip -9):', eager, verdict(fits, maxGzipKb)),
      ...lines(
        `With the route modules of / (${routeModules.join(', ')}):`,
        withRoutes,
        verdict(routesFit, withRouteModulesMaxGzipKb),
      ),
    ].join('\n')}\n`,
  );
  return fits && routesFit;
}
