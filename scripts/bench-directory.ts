import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { openBenchDatabase, parseEngine, type BenchDatabase } from './lib/bench-database.js';
import { loadDirectoryProviders } from './lib/directory-data.js';
import { loadAverage, ms, runBench, summarize, Verdict } from './lib/bench-verdict.js';

/**
 * `npm run bench:directory [-- --engine postgres] [--sizes 100000,1000000] [--smoke]`
 *
 * The directory at scale: loads providers (names, trades, localities with coordinates,
 * availability, ratings) with COPY into a scratch database (PGlite, or a private PostgreSQL 15
 * with `--engine postgres`) and prints p50/p95 and gzip bytes of `search_providers` pages (first
 * page, per trade, nearest, a typo search of each kind, a deep page), and up to 1,000,000 the old
 * method (download every provider) beside them.
 * Budgets (full runs): p95 ≤ 25 ms per page and ≤ 50 ms per search; ≤ 12 KB gzip per page.
 * Exit 1 when a budget is broken, 2 when the bench cannot run.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    sizes: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const ENGINE = parseEngine(args.engine);
const SMOKE = args.smoke;
const DEFAULT_SIZES = SMOKE ? '10000' : ENGINE === 'postgres' ? '1000000,10000000' : '100000,1000000';
const SIZES = (args.sizes ?? DEFAULT_SIZES).split(',').map(Number);
const RUNS = SMOKE ? 5 : 40;
const PAGE_BUDGET_MS = 25;
const SEARCH_BUDGET_MS = 50;
const BYTES_BUDGET = 12 * 1024;
/** Downloading everything is shown for comparison up to this size. */
const DOWNLOAD_ALL_UP_TO = 1_000_000;

interface Measured {
  p50: number;
  p95: number;
  rows: number;
  gzip: number;
}

async function measure(pg: BenchDatabase['pg'], sql: string, params: unknown[]): Promise<Measured> {
  for (let i = 0; i < 3; i += 1) await pg.query(sql, params);
  const times: number[] = [];
  let last: unknown[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = await pg.query(sql, params);
    times.push(performance.now() - started);
    last = result.rows;
  }
  const { p50, p95 } = summarize(times);
  return {
    p50,
    p95,
    rows: last.length,
    gzip: gzipSync(JSON.stringify(last)).length,
  };
}

async function deepCursor(pg: BenchDatabase['pg'], offset: number): Promise<string> {
  const { rows } = await pg.query<{ k: string; uuid: string }>(
    `select lower(first_name || ' ' || last_name) as k, uuid from public."service-providers" order by 1, 2 offset $1 limit 1`,
    [offset],
  );
  const row = rows[0];
  if (!row) throw new Error('no row at that offset');
  return Buffer.from(JSON.stringify(['name', row.k, row.uuid])).toString('base64');
}

const CASES: { label: string; kind: 'page' | 'search'; args: Record<string, unknown> }[] = [
  { label: 'first page, Name A-Z', kind: 'page', args: {} },
  { label: 'first page, plumbers', kind: 'page', args: { job: 'Plumber' } },
  { label: 'first page, nearest (Kochi)', kind: 'page', args: { sort: 'nearest', lat: 9.9674, lon: 76.2858 } },
  { label: 'first page, Top rated', kind: 'page', args: { sort: 'top' } },
  {
    label: 'Top rated, plumbers, available, 4+',
    kind: 'page',
    args: { sort: 'top', job: 'Plumber', available: true, min_rating: 4 },
  },
  { label: 'Name A-Z, available, 4+', kind: 'page', args: { available: true, min_rating: 4 } },
  { label: 'trade typo "electrision"', kind: 'search', args: { q: 'electrision' } },
  { label: 'name typo "Rajen Pilai"', kind: 'search', args: { q: 'Rajen Pilai' } },
  { label: 'locality typo "kakanad"', kind: 'search', args: { q: 'kakanad' } },
  { label: 'trade + locality "plumber kakanad"', kind: 'search', args: { q: 'plumber kakanad' } },
  { label: 'city "kochi", Top rated', kind: 'search', args: { q: 'kochi', sort: 'top' } },
  { label: 'first page, lowest visiting charge', kind: 'page', args: { sort: 'charge' } },
  { label: 'Name A-Z, visiting charge up to 200', kind: 'page', args: { max_charge: 200 } },
  {
    label: 'lowest charge, plumbers, up to 150',
    kind: 'page',
    args: { sort: 'charge', job: 'Plumber', max_charge: 150 },
  },
  { label: 'locality "kakanad", lowest charge', kind: 'search', args: { q: 'kakanad', sort: 'charge' } },
];

function call(args: Record<string, unknown>): { sql: string; params: unknown[] } {
  const names = Object.keys(args);
  return {
    sql: `select * from public.search_providers(${names.map((name, i) => `${name} => $${String(i + 1)}`).join(', ')})`,
    params: names.map((name) => args[name]),
  };
}

/** A case for the page after the first page of `args` (its last row's cursor). */
async function nextPage(
  pg: BenchDatabase['pg'],
  label: string,
  args: Record<string, unknown>,
): Promise<{ label: string; kind: 'page'; args: Record<string, unknown> }> {
  const { sql, params } = call(args);
  const { rows } = await pg.query<{ cursor: string }>(sql, params);
  return { label, kind: 'page', args: { ...args, after: rows.at(-1)?.cursor } };
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function indexSizes(db: BenchDatabase): Promise<string> {
  const { rows } = await db.pg.query<{ name: string; size: string }>(
    `select c.relname as name, pg_size_pretty(pg_relation_size(c.oid)) as size
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'public."service-providers"'::regclass
      order by pg_relation_size(c.oid) desc`,
  );
  const { rows: table } = await db.pg.query<{ size: string }>(
    `select pg_size_pretty(pg_table_size('public."service-providers"')) as size`,
  );
  const groups: string[] = [];
  for (const name of ['rating_groups', 'provider_localities', 'provider_names']) {
    const { rows: group } = await db.pg.query<{ size: string; n: number }>(
      `select pg_size_pretty(pg_total_relation_size('public.${name}'::regclass)) as size,
              (select count(*)::integer from public.${name}) as n`,
    );
    groups.push(`${name} ${String(group[0]?.n ?? '?')} rows, ${group[0]?.size ?? '?'}`);
  }
  return (
    `table ${table[0]?.size ?? '?'}; indexes ${rows.map((row) => `${row.name.replace('service-providers_', '')} ${row.size}`).join(', ')}` +
    `; group tables (with their indexes) ${groups.join(', ')}`
  );
}

runBench('bench:directory', async () => {
  if (SIZES.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error('--sizes takes whole numbers, like 100000,1000000');
  }
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const verdict = new Verdict(SMOKE);
  write(
    `search_providers benchmark on ${ENGINE === 'postgres' ? 'PostgreSQL 15' : 'PGlite'} (${String(RUNS)} runs per case` +
      `${SMOKE ? ', smoke run' : ''}); load average ${loadAverage()}`,
  );
  const db = await openBenchDatabase(ENGINE);
  const { pg } = db;
  try {
    let loaded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await loadDirectoryProviders(db, size, loaded);
      loaded = size;
      const label = `${size.toLocaleString('en-IN')} providers`;
      write(
        `\n${label}: loaded (COPY, indexes rebuilt, analyzed) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      write(`  ${await indexSizes(db)}`);
      write(`  ${await db.memory()}`);
      const deep = await deepCursor(pg, Math.floor(size / 2));
      const cases = [
        ...CASES,
        {
          label: `deep page (row ${(size / 2).toLocaleString('en-IN')})`,
          kind: 'page' as const,
          args: { after: deep },
        },
        await nextPage(pg, 'second page "kakanad"', { q: 'kakanad' }),
        await nextPage(pg, 'second page, Top rated', { sort: 'top' }),
        await nextPage(pg, 'second page, lowest visiting charge', { sort: 'charge' }),
      ];
      for (const c of cases) {
        const { sql, params } = call(c.args);
        const m = await measure(pg, sql, params);
        const budget = c.kind === 'page' ? PAGE_BUDGET_MS : SEARCH_BUDGET_MS;
        const p95 = verdict.judge(`${label}: ${c.label} p95`, m.p95, budget);
        const bytes = verdict.judge(`${label}: ${c.label} gzip`, m.gzip / 1024, BYTES_BUDGET / 1024, 'KB');
        write(
          `  ${c.label.padEnd(40)} p50 ${ms(m.p50).padStart(9)}  p95 ${p95}  ${String(m.rows)} rows, ${bytes} gzip`,
        );
      }
      if (size <= DOWNLOAD_ALL_UP_TO) {
        const t0 = performance.now();
        const all = await pg.query('select * from public."service-providers"');
        const downloadMs = performance.now() - t0;
        const allGzip = gzipSync(JSON.stringify(all.rows)).length;
        write(
          `  download everything (the old way)        ${ms(downloadMs)} once, ${String(all.rows.length)} rows, ${kb(allGzip)} gzip`,
        );
      }
      write(`  load average ${loadAverage()}`);
    }
  } finally {
    await db.close();
  }
  verdict.finish(write);
});
