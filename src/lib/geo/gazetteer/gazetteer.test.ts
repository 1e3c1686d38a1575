import {
  describePoint,
  editDistance,
  nearestPlace,
  normalizeName,
  parseGazetteer,
  searchGazetteer,
  type Gazetteer,
} from './gazetteer';
import { loadGazetteer } from './load-gazetteer';

const names = (places: { name: string }[]) => places.map((place) => place.name);
const near = (place: string) => `near ${place}`;

describe('the committed Indian places gazetteer', () => {
  let gazetteer: Gazetteer;
  beforeAll(async () => {
    gazetteer = await loadGazetteer();
  });

  it.each([
    ['കൊച്ചി', 'Kochi'],
    ['दिल्ली', 'Delhi'],
    ['തിരുവനന്തപുരം', 'Thiruvananthapuram'],
    ['കോഴിക്കോട്', 'Kozhikode'],
    ['തൃശ്ശൂർ', 'Thrissur'],
    ['मुंबई', 'Mumbai'],
    ['बेंगलुरु', 'Bengaluru'],
    ['कोलकाता', 'Kolkata'],
    ['चेन्नई', 'Chennai'],
    ['जयपुर', 'Jaipur'],
  ])('finds %s, typed in its own script, as %s (finding 10)', (typed, english) => {
    expect(names(searchGazetteer(gazetteer, typed))[0]).toBe(english);
  });

  it('offers places while a native name is still being typed', () => {
    expect(names(searchGazetteer(gazetteer, 'തിരുവനന്ത'))).toContain('Thiruvananthapuram');
  });

  it('holds the Indian towns of 15,000+ people with their states', () => {
    expect(gazetteer.places.length).toBeGreaterThan(2000);
    expect(gazetteer.source).toMatch(/GeoNames/);
    for (const place of gazetteer.places) {
      expect(place.population).toBeGreaterThanOrEqual(15_000);
      expect(place.state).not.toBe('');
      expect(place.latitude).toBeGreaterThan(6);
      expect(place.latitude).toBeLessThan(37.5);
      expect(place.longitude).toBeGreaterThan(68);
      expect(place.longitude).toBeLessThan(98);
    }
    const kochi = gazetteer.places.find((place) => place.name === 'Kochi');
    expect(kochi?.state).toBe('Kerala');
    expect(kochi?.aliases).toContain('Cochin');
  });

  it('finds a town by its start, the biggest first, five at most', () => {
    const found = searchGazetteer(gazetteer, 'Ko', 5);
    expect(found).toHaveLength(5);
    expect(found[0]?.name).toBe('Kolkata');
    const populations = found.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(searchGazetteer(gazetteer, 'kochi')[0]?.name).toBe('Kochi');
  });

  it('finds towns by former names, without accents and with small typos', () => {
    expect(names(searchGazetteer(gazetteer, 'Cochin'))[0]).toBe('Kochi');
    expect(names(searchGazetteer(gazetteer, 'trivandrum'))[0]).toBe('Thiruvananthapuram');
    expect(names(searchGazetteer(gazetteer, 'Bangalore'))[0]).toBe('Bengaluru');
    expect(names(searchGazetteer(gazetteer, 'thiruvanantapuram'))).toContain('Thiruvananthapuram');
    expect(names(searchGazetteer(gazetteer, 'kozhikde'))).toEqual(['Kozhikode']);
    expect(names(searchGazetteer(gazetteer, 'Alleppey'))).toEqual(['Alappuzha']);
  });

  it('offers near misses only when nothing matches what was typed', () => {
    expect(names(searchGazetteer(gazetteer, 'mumbai'))).toEqual(['Mumbai', 'Navi Mumbai']);
    expect(names(searchGazetteer(gazetteer, 'Ernakulam'))).toEqual(['Kochi']);
  });

  it('narrows "town, state" to that state', () => {
    const hyderabad = searchGazetteer(gazetteer, 'Hyderabad, Tel');
    expect(hyderabad.map((place) => place.state)).toEqual(hyderabad.map(() => 'Telangana'));
    expect(names(hyderabad)).toContain('Hyderabad');
    expect(searchGazetteer(gazetteer, 'Kochi, Gujarat')).toEqual([]);
  });

  it('finds a chosen place again by its full text, "town, state, India"', () => {
    expect(names(searchGazetteer(gazetteer, 'Thrissur, Kerala, India'))[0]).toBe('Thrissur');
    expect(names(searchGazetteer(gazetteer, 'Kochi, India'))[0]).toBe('Kochi');
    expect(searchGazetteer(gazetteer, 'India')).not.toEqual([]);
  });

  it('finds nothing for blank or unknown text', () => {
    expect(searchGazetteer(gazetteer, '   ')).toEqual([]);
    expect(searchGazetteer(gazetteer, 'zzqxw')).toEqual([]);
  });

  it('names the nearest town to a point, honestly saying "near" when outside it', () => {
    expect(nearestPlace(gazetteer, { latitude: 9.9399, longitude: 76.2602 })?.place.name).toBe('Kochi');
    expect(describePoint(gazetteer, { latitude: 9.9399, longitude: 76.2602 }, near)).toBe('Kochi, Kerala');
    expect(describePoint(gazetteer, { latitude: 9.9674, longitude: 76.2858 }, near)).toMatch(
      /^near .+, (Kerala|Kochi)$/,
    );
    // A point in the Arabian Sea, far from every town.
    expect(describePoint(gazetteer, { latitude: 12, longitude: 70 }, near)).toBe('12.0000, 70.0000');
  });

  it('gives the bigger city as context next to a smaller town', () => {
    const aluva = gazetteer.places.find((place) => place.name === 'Aluva');
    expect(aluva).toBeDefined();
    if (!aluva) return;
    const label = describePoint(gazetteer, { latitude: aluva.latitude + 0.02, longitude: aluva.longitude }, near);
    expect(label).toMatch(/^near Aluva, /);
  });
});

describe('gazetteer helpers', () => {
  it('normalizes names for matching', () => {
    expect(normalizeName('  Perumpāvūr ')).toBe('perumpavur');
    expect(normalizeName('Navi-Mumbai')).toBe('navi mumbai');
  });

  it('counts edits, swaps included', () => {
    expect(editDistance('kochi', 'kochi', 2)).toBe(0);
    expect(editDistance('kcohi', 'kochi', 2)).toBe(1);
    expect(editDistance('kochin', 'kochi', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });

  it('skips malformed rows', () => {
    const parsed = parseGazetteer({
      source: 'test',
      minPopulation: 15000,
      states: ['Kerala'],
      places: [
        ['Kochi', 0, 9.94, 76.26, 600000, 'Cochin'],
        ['Broken', 'x', 1, 2, 3],
      ],
    });
    expect(parsed.places).toEqual([
      expect.objectContaining({ name: 'Kochi', state: 'Kerala', aliases: ['Cochin'], population: 600000 }),
    ]);
  });
});
