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

/** `routeModules` for a reader of `locale`: `{locale}` in a path becomes the language (`catalogs/{locale}/shell.ts`). */
function modulesFor(routeModules: string[], locale: string): string[] {
  return routeModules.map((module) => module.replaceAll('{locale}', locale));
}

/**
 * Prints the first-load JavaScript of `/` against its budgets: the entry alone, then with the route
 * modules `/` renders with for a reader of each budgeted language; returns whether every one fits.
 */
export function checkFirstPaintBytes(distDir: string, budget: PerfBudget): boolean {
  const { maxGzipKb, routeModules, withRouteModulesMaxGzipKb } = budget.bytes.firstPaintOfHome;
  const eager = firstPaintBytes(distDir, []);
  let fits = eager.totalGzipBytes <= maxGzipKb * 1000;
  const report = lines('JavaScript index.html loads eagerly (gzip -9):', eager, verdict(fits, maxGzipKb));
  for (const [locale, maxKb] of Object.entries(withRouteModulesMaxGzipKb)) {
    const modules = modulesFor(routeModules, locale);
    const withRoutes = firstPaintBytes(distDir, modules);
    const routesFit = withRoutes.totalGzipBytes <= maxKb * 1000;
    fits &&= routesFit;
    report.push(
      ...lines(
        `With the route modules of / for a reader of ${locale} (${modules.join(', ')}):`,
        withRoutes,
        verdict(routesFit, maxKb),
      ),
    );
  }
  process.stdout.write(`${report.join('\n')}\n`);
  return fits;
}
