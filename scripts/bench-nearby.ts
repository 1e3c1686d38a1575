import { parseArgs } from 'node:util';
import { openBenchDatabase, parseEngine, type BenchDatabase } from './lib/bench-database.js';
import { haversineKm, loadProviders, queryPoints } from './lib/nearby-data.js';
import { loadAverage, ms, runBench, summarize, Verdict } from './lib/bench-verdict.js';
import { CARD_COLUMNS } from '../src/features/providers/lib/card-columns.js';

/**
 * `npm run bench:nearby [-- --engine postgres] [--sizes 100000,1000000] [--smoke] [--explain]`
 *
 * Nearby search at scale: loads providers into a scratch database (PGlite, or a private
 * PostgreSQL 15 with `--engine postgres`) with COPY, then times `nearby_providers` (10 km) as the
 * app asks (the nearest 50) and for every match, each as the API answers it (one JSON body); on PGlite at up to 1,000,000 also the spec's
 * original method (download every provider, haversine filter in JavaScript).
 * Providers: half spread over India, half clustered around 40 cities (about 900 within 10 km of a
 * city point per million); three in five available, seven in ten rated.
 * Budgets (full runs): nearest 50 p95 ≤ 20 ms at every size; every match p95 ≤ 40 ms up to 1,000,000.
 * `--explain` prints EXPLAIN (ANALYZE, BUFFERS) of the app's page and of every match at the densest query point.
 * Exit 1 when a budget is broken, 2 when the bench cannot run.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    sizes: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const ENGINE = parseEngine(args.engine);
const SMOKE = args.smoke;
const DEFAULT_SIZES = SMOKE ? '10000' : ENGINE === 'postgres' ? '1000000,10000000' : '100000,1000000';
const SIZES = (args.sizes ?? DEFAULT_SIZES).split(',').map(Number);
const QUERIES = SMOKE ? 20 : 200;
const RADIUS_KM = 10;
/** The app asks for the nearest 50 (providers-api NEARBY_PAGE_SIZE). */
const PAGE = 50;
const PAGE_BUDGET_MS = 20;
const EVERY_MATCH_BUDGET_MS = 40;
/** Every-match results grow with density; their budget is for a million providers. */
const EVERY_MATCH_BUDGET_UP_TO = 1_000_000;
/** The app's request: the card's columns (quoted, as PostgREST names them) of nearby_providers. */
const CARD_SELECT = CARD_COLUMNS.split(',')
  .map((column) => `"${column}"`)
  .join(', ');
const NEARBY = `select ${CARD_SELECT} from public.nearby_providers($1, $2, $3)`;
/** Downloading everything is shown for comparison up to this size (beyond, it only runs out of memory). */
const ORIGINAL_UP_TO = 1_000_000;

/**
 * Times `rpc('nearby_providers')` as the API answers it: PostgREST (and the local backend) turn
 * the rows into one JSON body inside the query, so the client library's row decoding, which on
 * PGlite costs tens of microseconds a row in JavaScript, is not part of what a person waits for.
 */
async function measureRpc(
  db: BenchDatabase,
  points: [number, number][],
  source: string,
): Promise<{ p50: number; p95: number; rows: number; bytes: number }> {
  const sql = `select coalesce(json_agg(r), '[]')::text as body, count(*)::integer as n from (${source}) r`;
  for (const [lat, lon] of points.slice(0, 20)) await db.pg.query(sql, [lat, lon, RADIUS_KM]);
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (const [lat, lon] of points) {
    const started = performance.now();
    const result = await db.pg.query<{ body: string; n: number }>(sql, [lat, lon, RADIUS_KM]);
    times.push(performance.now() - started);
    rows += result.rows[0]?.n ?? 0;
    bytes += result.rows[0]?.body.length ?? 0;
  }
  return { ...summarize(times), rows: rows / points.length, bytes: bytes / points.length };
}

interface ProviderPoint {
  latitude: number | null;
  longitude: number | null;
}

async function measureOriginal(db: BenchDatabase, points: [number, number][], runs: number): Promise<number> {
  const times: number[] = [];
  for (const [lat, lon] of points.slice(0, runs)) {
    const started = performance.now();
    const all = await db.pg.query<ProviderPoint>('select * from public."service-providers"');
    const near = all.rows.filter(
      (p) => p.latitude !== null && p.longitude !== null && haversineKm(lat, lon, p.latitude, p.longitude) <= RADIUS_KM,
    );
    times.push(performance.now() - started);
    if (near.length < 0) throw new Error('unreachable');
  }
  return summarize(times).p50;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the app's page and of every match (the card's columns) at the query point with the most matches. */
async function explainDensest(db: BenchDatabase, points: [number, number][]): Promise<string> {
  let densest: [number, number] = points[0] ?? [9.9674, 76.2858];
  let most = -1;
  for (const point of points) {
    const { rows } = await db.pg.query<{ n: number }>(
      'select count(*)::integer as n from public.nearby_providers($1, $2, $3)',
      [...point, RADIUS_KM],
    );
    const n = rows[0]?.n ?? 0;
    if (n > most) {
      most = n;
      densest = point;
    }
  }
  const [lat, lon] = densest;
  const call = `public.nearby_providers(${String(lat)}, ${String(lon)}, ${String(RADIUS_KM)})`;
  const plans: string[] = [];
  for (const sql of [
    `select ${CARD_SELECT} from ${call} limit ${String(PAGE)}`,
    `select ${CARD_SELECT} from ${call}`,
  ]) {
    await db.pg.query(sql);
    const { rows } = await db.pg.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`);
    plans.push(`${sql}  -- ${String(most)} matches`, ...rows.map((row) => row['QUERY PLAN']), '');
  }
  return plans.join('\n    ');
}

async function indexSizes(db: BenchDatabase): Promise<string> {
  const { rows } = await db.pg.query<{ table_size: string; earth_index: string; all_indexes: string }>(
    `select pg_size_pretty(pg_table_size('public."service-providers"')) as table_size,
            pg_size_pretty(coalesce(pg_relation_size(to_regclass('public."service-providers_earth_idx"')), 0)) as earth_index,
            pg_size_pretty(pg_indexes_size('public."service-providers"')) as all_indexes`,
  );
  const row = rows[0];
  return row ? `table ${row.table_size}, GiST earth index ${row.earth_index}, all its indexes ${row.all_indexes}` : '';
}

runBench('bench:nearby', async () => {
  const write = (line: string) => process.stdout.write(`${line}\n`);
  if (SIZES.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error('--sizes takes whole numbers, like 100000,1000000');
  }
  const verdict = new Verdict(SMOKE);
  write(
    `nearby_providers benchmark on ${ENGINE === 'postgres' ? 'PostgreSQL 15' : 'PGlite'}: ${String(QUERIES)} searches ` +
      `of ${String(RADIUS_KM)} km per size${SMOKE ? ' (smoke run)' : ''}; load average ${loadAverage()}`,
  );
  const db = await openBenchDatabase(ENGINE);
  try {
    const points = queryPoints(QUERIES);
    let loaded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await loadProviders(db, size, loaded);
      loaded = size;
      const label = `${size.toLocaleString('en-IN')} providers`;
      write(
        `\n${label}: loaded (COPY, indexes rebuilt, analyzed) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      write(`  ${await indexSizes(db)}`);
      write(`  ${await db.memory()}`);
      const page = await measureRpc(db, points, `${NEARBY} limit ${String(PAGE)}`);
      write(
        `  nearest ${String(PAGE)} (the app's request)  p50 ${ms(page.p50, 2)}  p95 ` +
          verdict.judge(`${label}: nearest ${String(PAGE)} p95`, page.p95, PAGE_BUDGET_MS),
      );
      const every = await measureRpc(db, points, NEARBY);
      const everyP95 =
        size <= EVERY_MATCH_BUDGET_UP_TO
          ? verdict.judge(`${label}: every match p95`, every.p95, EVERY_MATCH_BUDGET_MS)
          : `${ms(every.p95)} (no budget above ${EVERY_MATCH_BUDGET_UP_TO.toLocaleString('en-IN')})`;
      write(
        `  every match (avg ${every.rows.toFixed(0)} rows, ${(every.bytes / 1024).toFixed(0)} KB of JSON)   ` +
          `p50 ${ms(every.p50, 2)}  p95 ${everyP95}`,
      );
      if (size <= ORIGINAL_UP_TO) {
        const original = await measureOriginal(db, points, SMOKE ? 1 : 3);
        write(
          `  download all + JS filter (spec's method)  p50 ${ms(original)}: ` +
            `${(original / page.p50).toFixed(0)}x the nearest ${String(PAGE)}`,
        );
      }
      write(`  load average ${loadAverage()}`);
      if (args.explain)
        write(
          `  EXPLAIN (ANALYZE, BUFFERS), the densest point, the app's page and every match:\n    ${await explainDensest(db, points)}`,
        );
    }
  } finally {
    await db.close();
  }
  verdict.finish(write);
});
