import { AVAILABILITY_MIX, copyProviders, csv, seededRandom, type BenchDatabase } from './bench-database.js';

/**
 * bench:directory's providers: names from two lists, trades, twenty localities with coordinates,
 * availability, ratings and visiting charges, as CSV lines for COPY.
 */
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

/** Providers `from`..`to` (1-based) as CSV lines. */
export function* providerLines(from: number, to: number): Generator<string> {
  const random = seededRandom(from);
  for (let n = from; n <= to; n += 1) {
    // Locality, trade, availability, rating and charge are drawn, not taken from n: n also picks
    // the name, and a rule on n would tie a locality, a trade or a charge to each first name, so a
    // filtered page in name or charge order would walk thousands of rows of other ones.
    const [place, lat, lon] = LOCALITIES[Math.floor(random() * LOCALITIES.length)] ?? ['Kochi', 9.9674, 76.2858];
    const job = random() < 1 / 3 ? 'Plumber' : 'Electrician';
    const availability = AVAILABILITY_MIX[Math.floor(random() * AVAILABILITY_MIX.length)] ?? 'available';
    const count = random() < 0.3 ? 0 : 1 + Math.floor(random() ** 3 * 60);
    const chargeDraw = random();
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
        job,
        csv(place),
        // The public row holds the position rounded to ~1 km, as the database requires.
        (lat + (random() - 0.5) * 0.1).toFixed(2),
        (lon + (random() - 0.5) * 0.1).toFixed(2),
        availability,
        String(count),
        average === null ? '' : average.toFixed(2),
        // As the seed: every seventh without a charge, every tenth a free inspection, else ₹100-350.
        chargeDraw < 1 / 7 ? '' : chargeDraw < 1 / 7 + 1 / 10 ? '0' : String(100 + Math.floor(random() * 6) * 50),
      ].join(',') + '\n'
    );
  }
}

/**
 * Loads providers `already + 1`..`total` with COPY (see copyProviders), then rebuilds the
 * directory's groups once, which the triggers would have kept row by row.
 */
export function loadDirectoryProviders(db: BenchDatabase, total: number, already: number): Promise<void> {
  return copyProviders(
    db,
    COLUMNS,
    providerLines(already + 1, total),
    `
    select public.directory_groups_rebuild();
    update public.review_totals set review_count = 1000, rating_sum = 4200;`,
  );
}
