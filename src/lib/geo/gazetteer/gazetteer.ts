import { distanceKm } from '../coordinates';
import type { Coordinates } from '../types';
import { hasIndicScript, soundSkeleton } from './sound-skeleton';

/** The committed JSON built by scripts/build-gazetteer.ts. */
export interface GazetteerData {
  source: string;
  minPopulation: number;
  states: string[];
  /** [name, state index, latitude, longitude, population, ...aliases] */
  places: (string | number)[][];
}

export interface GazetteerPlace extends Coordinates {
  id: string;
  name: string;
  aliases: string[];
  state: string;
  population: number;
}

export interface Gazetteer {
  source: string;
  places: GazetteerPlace[];
}

interface Indexed {
  place: GazetteerPlace;
  names: string[];
  /** The names in Malayalam or Devanagari script, as written (GeoNames and curated ones). */
  natives: string[];
  /** Consonant skeletons of the names, for queries in Malayalam or Devanagari script. */
  skeletons: string[];
  state: string;
}

/** A name in Indic script as compared: composed, without zero-width joiners, single spaces. */
export function normalizeNative(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower case, no accents, only letters, digits and single spaces. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function parseGazetteer(data: GazetteerData): Gazetteer {
  const places: GazetteerPlace[] = [];
  for (const row of data.places) {
    const [name, stateIndex, latitude, longitude, population, ...aliases] = row;
    if (
      typeof name !== 'string' ||
      typeof stateIndex !== 'number' ||
      typeof latitude !== 'number' ||
      typeof longitude !== 'number' ||
      typeof population !== 'number'
    ) {
      continue;
    }
    places.push({
      id: `gazetteer:${String(places.length)}`,
      name,
      aliases: aliases.filter((alias): alias is string => typeof alias === 'string'),
      state: data.states[stateIndex] ?? '',
      latitude,
      longitude,
      population,
    });
  }
  return { source: data.source, places };
}

/** Edit distance with adjacent swaps (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** 0 exact, 1 prefix, 2 a later word's prefix, 3 inside the name; null no match. */
function matchRank(query: string, name: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.includes(` ${query}`)) return 2;
  if (query.length >= 3 && name.includes(query)) return 3;
  return null;
}

/** Edits between what was typed and the same-length start of a name, when it is a near miss. */
function nearMiss(query: string, name: string): number | null {
  if (query.length < 4 || name[0] !== query[0]) return null;
  const allowed = query.length >= 8 ? 2 : 1;
  let best = allowed + 1;
  for (const length of [query.length - 1, query.length, query.length + 1]) {
    best = Math.min(best, editDistance(query, name.slice(0, length), allowed));
  }
  return best <= allowed ? best : null;
}

const indexes = new WeakMap<Gazetteer, Indexed[]>();

function indexOf(gazetteer: Gazetteer): Indexed[] {
  let index = indexes.get(gazetteer);
  if (!index) {
    index = gazetteer.places.map((place) => ({
      place,
      names: [place.name, ...place.aliases].map(normalizeName).filter(Boolean),
      natives: place.aliases.filter(hasIndicScript).map(normalizeNative),
      skeletons: [place.name, ...place.aliases].map(soundSkeleton),
      state: normalizeName(place.state),
    }));
    indexes.set(gazetteer, index);
  }
  return index;
}

/** 0 the same skeleton, 1 the start of it; null no match. Two consonants at least, to mean something. */
function skeletonRank(query: string, skeleton: string): number | null {
  if (query.length < 2) return null;
  if (skeleton === query) return 0;
  return skeleton.startsWith(query) ? 1 : null;
}

/** Within this distance of the person a place is in their region, and is offered before others. */
const REGION_KM = 150;

/**
 * Places whose name (or former name) matches what was typed: exact, prefix, word prefix, inside the
 * name; only when nothing matches so, near misses of the typed start ("kozhikod", "kakanad"), the
 * closest whole name first. A name in Malayalam or Devanagari script ("കാക്കനാട്", "दिल्ली") matches
 * the place's names in that script, then any place by its sounds. "Name, State" narrows to states
 * starting with it; a trailing ", India" is ignored. Among equal matches, places in the person's
 * region (`near`, when known) come first, then bigger ones.
 */
export function searchGazetteer(
  gazetteer: Gazetteer,
  text: string,
  limit = 5,
  near: Coordinates | null = null,
): GazetteerPlace[] {
  const parts = text.split(',');
  // A chosen place reads "Thrissur, Kerala, India": the country says nothing more.
  if (parts.length > 1 && normalizeName(parts.at(-1) ?? '') === 'india') parts.pop();
  const [placePart = '', ...stateParts] = parts;
  const native = hasIndicScript(placePart);
  const query = native ? soundSkeleton(placePart) : normalizeName(placePart);
  const nativeQuery = native ? normalizeNative(placePart) : '';
  const stateQuery = normalizeName(stateParts.join(' '));
  if (!query && !nativeQuery) return [];
  const candidates = indexOf(gazetteer).filter((entry) => !stateQuery || entry.state.startsWith(stateQuery));
  const regionOf = (place: GazetteerPlace) => (near && distanceKm(near, place) <= REGION_KM ? 0 : 1);
  const rank = (score: (entry: Indexed) => number | null, closeness: (entry: Indexed) => number = () => 0) => {
    const ranked: { place: GazetteerPlace; rank: number; closeness: number; region: number }[] = [];
    for (const entry of candidates) {
      const value = score(entry);
      if (value !== null) {
        ranked.push({ place: entry.place, rank: value, closeness: closeness(entry), region: regionOf(entry.place) });
      }
    }
    ranked.sort(
      (a, b) =>
        a.rank - b.rank || a.closeness - b.closeness || a.region - b.region || b.place.population - a.place.population,
    );
    return ranked.slice(0, limit).map((entry) => entry.place);
  };
  const best = (values: (number | null)[]) => {
    const scores = values.filter((value): value is number => value !== null);
    return scores.length > 0 ? Math.min(...scores) : null;
  };
  if (native) {
    return rank((entry) => {
      const written = best(entry.natives.map((name) => matchRank(nativeQuery, name)));
      if (written !== null) return written;
      const sounds = best(entry.skeletons.map((skeleton) => skeletonRank(query, skeleton)));
      return sounds === null ? null : 10 + sounds;
    });
  }
  const matches = rank((entry) => best(entry.names.map((name) => matchRank(query, name))));
  if (matches.length > 0) return matches;
  return rank(
    (entry) => best(entry.names.map((name) => nearMiss(query, name))),
    (entry) => Math.min(...entry.names.map((name) => editDistance(query, name, 4))),
  );
}

export interface NearestPlace {
  place: GazetteerPlace;
  distanceKm: number;
}

/** The closest place, optionally only among towns of at least `minPopulation` people. */
export function nearestPlace(gazetteer: Gazetteer, point: Coordinates, minPopulation = 0): NearestPlace | null {
  let best: NearestPlace | null = null;
  for (const place of gazetteer.places) {
    if (place.population < minPopulation) continue;
    const distance = distanceKm(point, place);
    if (!best || distance < best.distanceKm) best = { place, distanceKm: distance };
  }
  return best;
}

/** Past this the offline data cannot say where a point is (outside India, at sea). */
const KNOWN_RADIUS_KM = 60;
const CITY_POPULATION = 100_000;
const CITY_RADIUS_KM = 25;

/**
 * Puts a point into words from towns alone (the offline data knows no roads): "Kochi, Kerala" in or
 * near a town, "Maradu, Kochi" next to a bigger city; only the coordinates when no town is within
 * 60 km. The words are place names in any language: "near" belongs to the screen that shows them.
 */
export function describePoint(gazetteer: Gazetteer, point: Coordinates): string {
  const nearest = nearestPlace(gazetteer, point);
  if (!nearest || nearest.distanceKm > KNOWN_RADIUS_KM) {
    return `${point.latitude.toFixed(4)}, ${point.longitude.toFixed(4)}`;
  }
  const city = nearestPlace(gazetteer, point, CITY_POPULATION);
  const context =
    city && city.place !== nearest.place && city.distanceKm <= CITY_RADIUS_KM ? city.place.name : nearest.place.state;
  return `${nearest.place.name}, ${context}`;
}
