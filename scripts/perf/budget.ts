import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RouteBudget {
  path: string;
  /** An e-mail of a seeded account (password Demo1234) to sign in with before the run. */
  signedInAs?: string;
}

export interface PerfBudget {
  lighthouse: {
    categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
    metrics: { largestContentfulPaintMs: number; cumulativeLayoutShift: number };
    routes: RouteBudget[];
  };
  bytes: { firstPaintOfHome: FirstPaintBudget };
}

export interface FirstPaintBudget {
  /** The entry script and its static imports, whatever the reader's language. */
  maxGzipKb: number;
  /** The lazy modules that render `/`; `{locale}` in a path stands for the reader's language (`catalogs/{locale}/shell.ts`). */
  routeModules: string[];
  /** The entry with the route modules, for a reader of each language (its keys are the languages measured). */
  withRouteModulesMaxGzipKb: Record<string, number>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads `perf-budget.json` at the repository root and checks its shape. */
export function readBudget(root: string): PerfBudget {
  const file = join(root, 'perf-budget.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.lighthouse) ||
    !Array.isArray(parsed.lighthouse.routes) ||
    !isRecord(parsed.bytes) ||
    !isRecord(parsed.bytes.firstPaintOfHome) ||
    typeof parsed.bytes.firstPaintOfHome.maxGzipKb !== 'number' ||
    !isRecord(parsed.bytes.firstPaintOfHome.withRouteModulesMaxGzipKb) ||
    Object.values(parsed.bytes.firstPaintOfHome.withRouteModulesMaxGzipKb).some((kb) => typeof kb !== 'number') ||
    !Array.isArray(parsed.bytes.firstPaintOfHome.routeModules)
  ) {
    throw new Error(`${file} does not have the lighthouse.routes and bytes.firstPaintOfHome budgets`);
  }
  return parsed as unknown as PerfBudget;
}
