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
  bytes: { firstPaintOfHome: { maxGzipKb: number; routeModules: string[]; withRouteModulesMaxGzipKb: number } };
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
    typeof parsed.bytes.firstPaintOfHome.withRouteModulesMaxGzipKb !== 'number' ||
    !Array.isArray(parsed.bytes.firstPaintOfHome.routeModules)
  ) {
    throw new Error(`${file} does not have the lighthouse.routes and bytes.firstPaintOfHome budgets`);
  }
  return parsed as unknown as PerfBudget;
}
