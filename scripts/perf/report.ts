import type { PerfBudget } from './budget.js';
import type { RouteResult } from './lighthouse-run.js';

/** The budget lines a route breaks (empty when it meets every budget). */
export function brokenBudgets(result: RouteResult, budget: PerfBudget): string[] {
  const broken: string[] = [];
  for (const [category, minimum] of Object.entries(budget.lighthouse.categories)) {
    const score = result.scores[category as keyof RouteResult['scores']];
    if (score === null || score < minimum) broken.push(`${category} ${String(score)} < ${String(minimum)}`);
  }
  const { largestContentfulPaintMs, cumulativeLayoutShift } = budget.lighthouse.metrics;
  if (!(result.lcpMs <= largestContentfulPaintMs)) {
    broken.push(`LCP ${String(Math.round(result.lcpMs))} ms > ${String(largestContentfulPaintMs)} ms`);
  }
  if (!(result.cls <= cumulativeLayoutShift))
    broken.push(`CLS ${result.cls.toFixed(3)} > ${String(cumulativeLayoutShift)}`);
  return broken;
}

function cells(values: string[], widths: number[]): string {
  return `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
}

/** A Markdown table of the runs, one row per route, and the broken budgets under it. */
export function formatTable(results: RouteResult[], budget: PerfBudget): string {
  const header = ['route', 'perf', 'a11y', 'BP', 'SEO', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'budget'];
  const rows = results.map((result) => {
    const broken = brokenBudgets(result, budget);
    return [
      result.signedInAs ? `${result.path} (signed in)` : result.path,
      String(result.scores.performance),
      String(result.scores.accessibility),
      String(result.scores['best-practices']),
      String(result.scores.seo),
      (result.lcpMs / 1000).toFixed(2),
      (result.fcpMs / 1000).toFixed(2),
      String(Math.round(result.tbtMs)),
      result.cls.toFixed(3),
      broken.length === 0 ? 'ok' : 'BROKEN',
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => (row[index] ?? '').length)));
  const lines = [
    cells(header, widths),
    cells(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
  ];
  for (const row of rows) lines.push(cells(row, widths));
  for (const result of results) {
    const broken = brokenBudgets(result, budget);
    if (broken.length > 0) lines.push(`${result.path}: ${broken.join('; ')}`);
    if (result.failedAudits.length > 0) lines.push(`${result.path} audits: ${result.failedAudits.join(', ')}`);
  }
  return lines.join('\n');
}
