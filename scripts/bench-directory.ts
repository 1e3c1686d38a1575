import { gzipSync } from 'node:zlib';
import type { Database } from '../supabase/emulator/src/db/engine.js';
import { openDatabase } from '../supabase/emulator/src/db/database.js';

/**
 * The directory at scale: loads providers (names, trades, localities with coordinates) into a
 * scratch embedded database and prints p50/p95 and gzip bytes of `search_providers` pages (first
 * page, per trade, nearest, a typo search of each kind, a deep page), side by side with the old
 * method (download every provider). Sizes: `--sizes=100000,1000000` (default both).
 * Budgets: p95 <= 25 ms per page and <= 50 ms per search at 1,000,000; <= 12 KB gzip per page.
 */
const sizesArg = process.argv.find((a) => a.startsWith('--sizes='))?.slice('--sizes='.length);
const SIZES = (sizesArg ?? '100000,1000000').split(',').map(Number);
const RUNS = 40;
const PAGE_BUDGET_MS = 25;
const SEARCH_BUDGET_MS = 50;
const BYTES_BUDGET = 12 * 1024;

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const sqlArray = (values: string[]): string => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/**
 * Bulk-loads providers with one INSERT ... SELECT. The scratch database drops the auth.users
 * foreign key, and the directory's indexes are rebuilt (from their own definitions) after the load.
 */
async function load(pg: Database, total: number, already: number): Promise<void> {
  const places = LOCALITIES.length;
  const { rows: indexes } = await pg.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = 'service-providers' and indexname like 'service-providers\\_%' and indexname not like '%pkey'`,
  );
  for (const index of indexes) await pg.exec(`drop index public."${index.name}"`);
  await pg.exec(`
    select setseed(${String(already / total / 2)});
    alter table public."service-providers" drop constraint if exists "service-providers_uuid_fkey";
    alter table public."service-providers" disable trigger directory_groups_after_insert;
    insert into public."service-providers" (uuid, first_name, last_name, email, phonenumber, job, location, latitude, longitude,
                                            availability, rating_count, rating_avg)
      select gen_random_uuid(), (${sqlArray(FIRST)})[n % ${String(FIRST.length)} + 1],
             (${sqlArray(LAST)})[(n / ${String(FIRST.length)}) % ${String(LAST.length)} + 1],
             'bench' || n || '@example.test', '+91' || (6000000000 + n),
             case when n % 3 = 0 then 'Plumber' else 'Electrician' end,
             (${sqlArray(LOCALITIES.map(([name]) => name))})[(n / 7) % ${String(places)} + 1],
             (array[${LOCALITIES.map(([, lat]) => String(lat)).join(',')}]::float8[])[(n / 7) % ${String(places)} + 1] + (random() - 0.5) * 0.1,
             (array[${LOCALITIES.map(([, , lon]) => String(lon)).join(',')}]::float8[])[(n / 7) % ${String(places)} + 1] + (random() - 0.5) * 0.1,
             (array['available', 'available', 'available', 'busy', 'away'])[n % 5 + 1],
             r.k, case when r.k > 0 then round((r.k * 3 + floor(random() * (2 * r.k + 1)))::numeric / r.k, 2) end
      from generate_series(${String(already + 1)}, ${String(total)}) n
      cross join lateral (select case when n % 10 < 3 then 0 else 1 + floor(power(random(), 3) * 60)::integer end as k) r;
    alter table public."service-providers" enable trigger directory_groups_after_insert;
    select public.directory_groups_rebuild();
    update public.review_totals set review_count = 1000, rating_sum = 4200;
  `);
  for (const index of indexes) await pg.exec(index.def);
  await pg.exec('analyze public."service-providers"');
}

interface Measured {
  p50: number;
  p95: number;
  rows: number;
  gzip: number;
}

async function measure(pg: Database, sql: string, params: unknown[]): Promise<Measured> {
  for (let i = 0; i < 5; i += 1) await pg.query(sql, params);
  const times: number[] = [];
  let last: unknown[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const result = await pg.query(sql, params);
    times.push(performance.now() - started);
    last = result.rows;
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    rows: last.length,
    gzip: gzipSync(JSON.stringify(last)).length,
  };
}

async function deepCursor(pg: Database, offset: number): Promise<string> {
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
  pg: Database,
  label: string,
  args: Record<string, unknown>,
): Promise<{ label: string; kind: 'page'; args: Record<string, unknown> }> {
  const { sql, params } = call(args);
  const { rows } = await pg.query<{ cursor: string }>(sql, params);
  return { label, kind: 'page', args: { ...args, after: rows.at(-1)?.cursor } };
}

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

const { pg } = await openDatabase({ dataDir: null, seed: false });
const lines: string[] = [];
const say = (line: string): void => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};
say(
  `search_providers benchmark (${String(RUNS)} runs per case; load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
let loaded = 0;
for (const size of SIZES) {
  const started = performance.now();
  await load(pg, size, loaded);
  loaded = size;
  say(`\n${size.toLocaleString('en-IN')} providers (loaded in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const deep = await deepCursor(pg, Math.floor(size / 2));
  const cases = [
    ...CASES,
    { label: `deep page (row ${(size / 2).toLocaleString('en-IN')})`, kind: 'page' as const, args: { after: deep } },
    await nextPage(pg, 'second page "kakanad"', { q: 'kakanad' }),
    await nextPage(pg, 'second page, Top rated', { sort: 'top' }),
  ];
  for (const c of cases) {
    const { sql, params } = call(c.args);
    const m = await measure(pg, sql, params);
    const budget = c.kind === 'page' ? PAGE_BUDGET_MS : SEARCH_BUDGET_MS;
    say(
      `  ${c.label.padEnd(40)} p50 ${fmt(m.p50).padStart(9)}  p95 ${fmt(m.p95).padStart(9)} (budget ${String(budget)} ms: ${m.p95 <= budget ? 'met' : 'NOT met'})` +
        `  ${String(m.rows)} rows, ${kb(m.gzip)} gzip (${m.gzip <= BYTES_BUDGET ? 'met' : 'NOT met'})`,
    );
  }
  const t0 = performance.now();
  const all = await pg.query('select * from public."service-providers"');
  const downloadMs = performance.now() - t0;
  const allGzip = gzipSync(JSON.stringify(all.rows)).length;
  say(
    `  download everything (the old way)        ${fmt(downloadMs)} once, ${String(all.rows.length)} rows, ${kb(allGzip)} gzip`,
  );
}
await pg.close();
process.stdout.write(`\nSummary\n${lines.join('\n')}\n`);
