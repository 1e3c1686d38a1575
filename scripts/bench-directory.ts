import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { csv, openBenchDatabase, parseEngine, seededRandom, type BenchDatabase } from './lib/bench-database.js';
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

const FIRST = [
  'Rajan',
  'Rajesh',
  'Suresh',
  'Anil',
  'Bindu',
  'Priya',
  'Joseph',
  'Amit',
  'Sunil',
  'Deepa',
  'Arjun',
  'Lakshmi',
  'Ravi',
  'Meera',
  'Ganesh',
  'Farhan',
  'Kavya',
  'Vijay',
  'Anoop',
  'Shibu',
  'Neha',
  'Imran',
  'Latha',
  'Manoj',
  'Sajeev',
  'Pooja',
  'Harish',
  'Divya',
  'Kiran',
  'Asha',
];
const LAST = [
  'Pillai',
  'Nair',
  'Menon',
  'Kumar',
  'Sharma',
  'Patil',
  'Reddy',
  'Iyer',
  'Khan',
  'Thomas',
  'Kurian',
  'Varghese',
  'Das',
  'Singh',
  'Gupta',
  'Rao',
  'Joshi',
  'Shetty',
  'Paul',
  'Francis',
  'Verma',
  'Naidu',
  'Bose',
  'Mehta',
  'Chopra',
  'Pawar',
  'Jain',
  'Yadav',
  'Mishra',
  'Ghosh',
];
const LOCALITIES: [string, number, number][] = [
  ['Kakkanad, Kochi', 10.0159, 76.3419],
  ['Edappally, Kochi', 10.0261, 76.3125],
  ['Vyttila, Kochi', 9.9665, 76.3185],
  ['Kaloor, Kochi', 9.9986, 76.2913],
  ['Pattom, Thiruvananthapuram', 8.5241, 76.9366],
  ['Koramangala, Bengaluru', 12.9352, 77.6245],
  ['Whitefield, Bengaluru', 12.9698, 77.75],
  ['Adyar, Chennai', 13.0012, 80.2565],
  ['Andheri, Mumbai', 19.1136, 72.8697],
  ['Bandra, Mumbai', 19.0596, 72.8295],
  ['Karol Bagh, Delhi', 28.6519, 77.1909],
  ['Saket, Delhi', 28.5245, 77.2066],
  ['Gachibowli, Hyderabad', 17.4401, 78.3489],
  ['Salt Lake, Kolkata', 22.5867, 88.4171],
  ['Kothrud, Pune', 18.5074, 73.8077],
  ['Navrangpura, Ahmedabad', 23.0365, 72.5611],
  ['Malviya Nagar, Jaipur', 26.8549, 75.8243],
  ['Gomti Nagar, Lucknow', 26.8505, 81.0],
  ['Dharampeth, Nagpur', 21.1393, 79.0606],
  ['Vijay Nagar, Indore', 22.7533, 75.8937],
];

const COLUMNS = [
  'uuid',
  'first_name',
  'last_name',
  'email',
  'phonenumber',
  'job',
  'location',
  'latitude',
  'longitude',
  'availability',
  'rating_count',
  'rating_avg',
  'visiting_charge',
];
const AVAILABILITY = ['available', 'available', 'available', 'busy', 'away'];

/** Providers `from`..`to` (1-based) as CSV lines. */
function* providerLines(from: number, to: number): Generator<string> {
  const random = seededRandom(from);
  for (let n = from; n <= to; n += 1) {
    const [place, lat, lon] = LOCALITIES[Math.floor(n / 7) % LOCALITIES.length] ?? ['Kochi', 9.9674, 76.2858];
    const count = n % 10 < 3 ? 0 : 1 + Math.floor(random() ** 3 * 60);
    const average =
      count > 0 ? Math.round(((count * 3 + Math.floor(random() * (2 * count + 1))) / count) * 100) / 100 : null;
    yield (
      [
        `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
        FIRST[n % FIRST.length] ?? 'Rajan',
        LAST[Math.floor(n / FIRST.length) % LAST.length] ?? 'Pillai',
        // Contact details live in the private table: the public row keeps empty text (not NULL).
        '""',
        '""',
        n % 3 === 0 ? 'Plumber' : 'Electrician',
        csv(place),
        // The public row holds the position rounded to ~1 km, as the database requires.
        (lat + (random() - 0.5) * 0.1).toFixed(2),
        (lon + (random() - 0.5) * 0.1).toFixed(2),
        AVAILABILITY[n % AVAILABILITY.length] ?? 'available',
        String(count),
        average === null ? '' : average.toFixed(2),
        // As the seed: every seventh without a charge, every tenth a free inspection, else ₹100-350.
        n % 7 === 3 ? '' : n % 10 === 6 ? '0' : String(100 + (n % 6) * 50),
      ].join(',') + '\n'
    );
  }
}

/**
 * Loads providers `already + 1`..`total` with COPY. The scratch database drops the auth.users
 * foreign key and the triggers (the directory's groups are rebuilt once after the load), and the
 * indexes are rebuilt from their own definitions after the load.
 */
async function load(db: BenchDatabase, total: number, already: number): Promise<void> {
  const { pg } = db;
  const { rows: indexes } = await pg.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = 'service-providers' and indexname not like '%pkey'`,
  );
  for (const index of indexes) await pg.exec(`drop index public."${index.name}"`);
  await pg.exec(`
    alter table public."service-providers" drop constraint if exists "service-providers_uuid_fkey";
    alter table public."service-providers" disable trigger user;
  `);
  await db.copy('public."service-providers"', COLUMNS, providerLines(already + 1, total));
  await pg.exec(`
    alter table public."service-providers" enable trigger user;
    select public.directory_groups_rebuild();
    update public.review_totals set review_count = 1000, rating_sum = 4200;
  `);
  for (const index of indexes) await pg.exec(index.def);
  await pg.exec('vacuum analyze public."service-providers"');
}

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
  return `table ${table[0]?.size ?? '?'}; indexes ${rows.map((row) => `${row.name.replace('service-providers_', '')} ${row.size}`).join(', ')}`;
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
      await load(db, size, loaded);
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
