import { AVAILABILITY_MIX, copyProviders, csv, seededRandom, type BenchDatabase } from './bench-database.js';

/**
 * bench:nearby's providers: half spread over India, half clustered around 40 cities (about 900
 * within 10 km of a city point per million); three in five available, seven in ten rated.
 */
export const CITIES: [number, number][] = [
  [9.9674, 76.2858],
  [8.5241, 76.9366],
  [11.2588, 75.7804],
  [12.9716, 77.5946],
  [13.0827, 80.2707],
  [19.076, 72.8777],
  [28.6139, 77.209],
  [17.385, 78.4867],
  [22.5726, 88.3639],
  [18.5204, 73.8567],
  [23.0225, 72.5714],
  [26.9124, 75.7873],
  [26.8467, 80.9462],
  [21.1458, 79.0882],
  [22.7196, 75.8577],
  [23.2599, 77.4126],
  [25.5941, 85.1376],
  [30.7333, 76.7794],
  [11.0168, 76.9558],
  [9.9252, 78.1198],
  [15.3173, 75.7139],
  [12.2958, 76.6394],
  [17.6868, 83.2185],
  [16.5062, 80.648],
  [20.2961, 85.8245],
  [26.1445, 91.7362],
  [31.634, 74.8723],
  [27.1767, 78.0081],
  [25.3176, 82.9739],
  [21.1702, 72.8311],
  [22.3072, 73.1812],
  [19.9975, 73.7898],
  [15.4909, 73.8278],
  [10.5276, 76.2144],
  [8.8932, 76.6141],
  [10.7867, 79.1378],
  [13.6288, 79.4192],
  [24.5854, 73.7125],
  [32.7266, 74.857],
  [30.3165, 78.0322],
];

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function queryPoints(count: number): [number, number][] {
  const random = seededRandom(42);
  return Array.from({ length: count }, () => {
    const [lat, lon] = CITIES[Math.floor(random() * CITIES.length)] ?? [9.9674, 76.2858];
    return [lat + (random() - 0.5) * 0.2, lon + (random() - 0.5) * 0.2];
  });
}

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
];

/** Providers `from`..`to` (1-based) as CSV lines. */
function* providerLines(from: number, to: number): Generator<string> {
  const random = seededRandom(from);
  for (let n = from; n <= to; n += 1) {
    let lat: number;
    let lon: number;
    if (n % 4 < 2) {
      lat = 8 + random() * 24;
      lon = 68 + random() * 22;
    } else {
      const [cityLat, cityLon] = CITIES[n % CITIES.length] ?? [9.9674, 76.2858];
      lat = cityLat + (random() + random() + random() - 1.5) * 0.45;
      lon = cityLon + (random() + random() + random() - 1.5) * 0.45;
    }
    // Trade, availability and rating are drawn, not taken from n: n also picks the city (n % 40),
    // and a rule on n would give every provider of one city the same availability and trade.
    const job = random() < 0.5 ? 'Plumber' : 'Electrician';
    const availability = AVAILABILITY_MIX[Math.floor(random() * AVAILABILITY_MIX.length)] ?? 'available';
    const rated = random() < 0.7;
    const count = rated ? 1 + Math.floor(random() ** 3 * 60) : 0;
    const hex = n.toString(16).padStart(12, '0');
    yield (
      [
        `00000000-0000-4000-8000-${hex}`,
        'Bench',
        `Provider ${String(n)}`,
        // Contact details live in the private table: the public row keeps empty text (not NULL).
        '""',
        '""',
        job,
        csv('Bench Road, India'),
        // The public row holds the position rounded to ~1 km, as the database requires.
        lat.toFixed(2),
        lon.toFixed(2),
        availability,
        String(count),
        rated ? (3 + random() * 2).toFixed(2) : '',
      ].join(',') + '\n'
    );
  }
}

/**
 * Loads providers `already + 1`..`total` with COPY (see copyProviders); the triggers that keep the
 * directory's groups stay off for the copy, since nearby does not read them.
 */
export function loadProviders(db: BenchDatabase, total: number, already: number): Promise<void> {
  return copyProviders(db, COLUMNS, providerLines(already + 1, total));
}
