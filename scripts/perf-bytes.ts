import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from './lib/paths.js';
import { readBudget } from './perf/budget.js';
import { viteBuild } from './perf/build.js';
import { checkFirstPaintBytes } from './perf/byte-report.js';

/**
 * `npm run perf:bytes [-- --dist dist]`: the deterministic byte budget of perf-budget.json.
 * Builds into .tmp/perf-bytes-dist unless --dist names an existing build.
 */
const { values } = parseArgs({ options: { dist: { type: 'string' } } });
const budget = readBudget(paths.root);
let distDir = values.dist ? join(paths.root, values.dist) : '';
if (!distDir) {
  distDir = join(paths.root, '.tmp', 'perf-bytes-dist');
  await viteBuild(paths.root, distDir);
}
if (!checkFirstPaintBytes(distDir, budget)) process.exitCode = 1;
