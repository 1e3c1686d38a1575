import { loadavg } from 'node:os';

/**
 * How every bench judges itself. A full run exits 1 when any budget is broken; a smoke run
 * (`--smoke`, small sizes) prints the same figures but judges no budget, since timings at small
 * sizes on a shared machine are noise. Any bench that cannot run exits 2.
 */
export const EXIT_BUDGET_BROKEN = 1;
export const EXIT_CANNOT_RUN = 2;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** p50 and p95 of a list of timings (in any order). */
export function summarize(times: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

export function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

export const ms = (value: number, digits = 1): string => (Number.isNaN(value) ? '-' : `${value.toFixed(digits)} ms`);

export class Verdict {
  private readonly broken: string[] = [];

  constructor(readonly smoke: boolean) {}

  /**
   * "p95 12.3 ms (budget ≤ 20 ms: met)", recording a broken budget. In a smoke run the budget is
   * shown but not judged.
   */
  judge(label: string, value: number, budget: number, unit = 'ms'): string {
    const shown = unit === 'ms' ? ms(value) : `${Number.isInteger(value) ? String(value) : value.toFixed(1)} ${unit}`;
    if (this.smoke) return `${shown} (budget ≤ ${String(budget)} ${unit})`;
    const met = !Number.isNaN(value) && value <= budget;
    if (!met) this.broken.push(`${label}: ${shown}, budget ${String(budget)} ${unit}`);
    return `${shown} (budget ≤ ${String(budget)} ${unit}: ${met ? 'met' : 'NOT MET'})`;
  }

  /** Records a budget broken elsewhere (a child bench's own verdict); ignored in a smoke run. */
  fail(line: string): void {
    if (!this.smoke) this.broken.push(line);
  }

  /** Prints the verdict and sets the exit code: 1 when a budget was broken. */
  finish(write: (line: string) => void): void {
    if (this.smoke) {
      write('Smoke run: the bench ran. Budgets are judged only by full runs.');
      return;
    }
    if (this.broken.length === 0) {
      write('Every budget met.');
      return;
    }
    write(`${String(this.broken.length)} budget(s) broken:`);
    for (const line of this.broken) write(`  ${line}`);
    process.exitCode = EXIT_BUDGET_BROKEN;
  }
}

/**
 * Runs a bench's main function: an error (a bench that cannot run) is printed and ends the
 * process with exit code 2, whatever is still open.
 */
export function runBench(name: string, main: () => Promise<void>): void {
  main().then(
    () => {
      // Open handles (a database, a socket) must not keep a finished bench alive.
      process.exit();
    },
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${name} could not run: ${message}\n`);
      process.exit(EXIT_CANNOT_RUN);
    },
  );
}
