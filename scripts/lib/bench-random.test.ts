import { describe, expect, it } from 'vitest';
import { seededRandom } from './bench-database.js';
import { providerLines } from './directory-data.js';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, each in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    for (let i = 0; i < 1000; i += 1) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('spreads draws evenly over ten bins', () => {
    const random = seededRandom(42);
    const bins: number[] = Array.from({ length: 10 }, () => 0);
    for (let i = 0; i < 100_000; i += 1) {
      const bin = Math.floor(random() * 10);
      bins[bin] = (bins[bin] ?? 0) + 1;
    }
    for (const count of bins) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });
});

describe('the directory generator', () => {
  it('draws trade and availability independently of the rating', () => {
    // A "Top rated, plumbers, available" page walks the best-rated rows: among them, about one in
    // three must be a plumber and three in five available, as in the whole directory.
    // The locality is quoted and holds a comma, so the columns after it are read from the end.
    const rows = [...providerLines(1, 200_000)].map((line) => line.trimEnd().split(','));
    const rated = rows
      .map((fields) => ({
        job: fields[5],
        availability: fields.at(-4),
        count: Number(fields.at(-3)),
        avg: Number(fields.at(-2)),
      }))
      .filter((row) => row.count > 0)
      .sort((a, b) => b.avg - a.avg || b.count - a.count)
      .slice(0, 2_000);
    const share = (test: (row: (typeof rated)[number]) => boolean) => rated.filter(test).length / rated.length;
    expect(share((row) => row.job === 'Plumber')).toBeGreaterThan(0.28);
    expect(share((row) => row.job === 'Plumber')).toBeLessThan(0.39);
    expect(share((row) => row.availability === 'available')).toBeGreaterThan(0.54);
    expect(share((row) => row.availability === 'available')).toBeLessThan(0.66);
  });

  it('draws the locality independently of the name', () => {
    // "kakanad" by lowest charge walks the free inspections in name order: every first name must
    // have its share of Kakkanad, about one in twenty.
    const byFirstName = new Map<string, { all: number; kakkanad: number }>();
    for (const line of providerLines(1, 200_000)) {
      const fields = line.split(',');
      const first = fields[1] ?? '';
      const counts = byFirstName.get(first) ?? { all: 0, kakkanad: 0 };
      counts.all += 1;
      if (line.includes('"Kakkanad, Kochi"')) counts.kakkanad += 1;
      byFirstName.set(first, counts);
    }
    expect(byFirstName.size).toBeGreaterThan(10);
    for (const { all, kakkanad } of byFirstName.values()) {
      expect(kakkanad / all).toBeGreaterThan(0.035);
      expect(kakkanad / all).toBeLessThan(0.065);
    }
  });
});
