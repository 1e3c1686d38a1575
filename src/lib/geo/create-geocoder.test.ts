import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createGeocoder, isAbortError } from './create-geocoder';
import type { PlaceSuggestion } from './types';

const AUTOCOMPLETE = 'https://api.geoapify.com/v1/geocode/autocomplete';
const DETAILS = 'https://api.geoapify.com/v2/place-details';
const OPENCAGE = 'https://api.opencagedata.com/geocode/v1/json';

function feature(properties: Record<string, unknown>) {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [properties.lon, properties.lat] } };
}

const kakkanad = {
  name: 'Kakkanad',
  state: 'Kerala',
  city: 'Thrikkakara',
  formatted: 'Kakkanad, Thrikkakara, Kerala, India',
  lat: 10.0159,
  lon: 76.3419,
  place_id: 'kakkanad-id',
  result_type: 'suburb',
};

const seen: URL[] = [];
const server = setupServer(
  http.get(AUTOCOMPLETE, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (url.searchParams.get('apiKey') !== 'geo-key')
      return HttpResponse.json({ message: 'Invalid apiKey' }, { status: 401 });
    return HttpResponse.json({
      type: 'FeatureCollection',
      features: [
        feature(kakkanad),
        feature({ address_line1: 'Infopark Road', state: 'Kerala', lat: 10.01, lon: 76.36, place_id: 'road-id' }),
        feature({ name: 'Nowhere', lat: 'not a number', lon: 76 }),
        ...Array.from({ length: 6 }, (_, i) =>
          feature({ name: `Extra ${String(i)}`, state: 'Kerala', lat: 10, lon: 76, place_id: `extra-${String(i)}` }),
        ),
      ],
    });
  }),
  http.get(DETAILS, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (url.searchParams.get('id') === 'broken-id')
      return HttpResponse.json({ message: 'Invalid Place ID' }, { status: 400 });
    return HttpResponse.json({
      type: 'FeatureCollection',
      features: [
        feature({ feature_type: 'radius_500', name: 'Not this one', lat: 1, lon: 1 }),
        feature({
          feature_type: 'details',
          name: 'Kakkanad',
          state: 'Kerala',
          formatted: 'Kakkanad, Ernakulam, Kerala 682030, India',
          lat: 10.0162,
          lon: 76.3421,
        }),
      ],
    });
  }),
  http.get(OPENCAGE, ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    if (url.searchParams.get('key') !== 'cage-key')
      return HttpResponse.json({ status: { code: 401 } }, { status: 401 });
    if (url.searchParams.get('q') === '0,0') return HttpResponse.json({ results: [] });
    return HttpResponse.json({
      results: [{ formatted: 'MG Road, Kochi, Kerala, India', components: { road: 'MG Road', city: 'Kochi' } }],
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => {
  server.close();
});

describe('geocoder with Geoapify and OpenCage keys', () => {
  const fallbacks: string[] = [];
  const geocoder = createGeocoder({
    geoapifyKey: 'geo-key',
    opencageKey: 'cage-key',
    onFallback: (service) => fallbacks.push(service),
  });
  beforeEach(() => {
    fallbacks.length = 0;
  });

  it('asks Geoapify for five English suggestions in India and keeps the usable ones', async () => {
    const suggestions = await geocoder.searchPlaces('  Kakka ');
    const url = seen[0];
    expect(url?.searchParams.get('text')).toBe('Kakka');
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('lang')).toBe('en');
    expect(url?.searchParams.get('filter')).toBe('countrycode:in');
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      id: 'kakkanad-id',
      name: 'Kakkanad',
      state: 'Kerala',
      formatted: 'Kakkanad, Thrikkakara, Kerala, India',
      latitude: 10.0159,
      longitude: 76.3419,
      source: 'geoapify',
    });
    expect(suggestions[1]).toMatchObject({ name: 'Infopark Road', formatted: 'Infopark Road, Kerala' });
    expect(suggestions.map((s) => s.name)).not.toContain('Nowhere');
  });

  it('does not call the service for blank text', async () => {
    await expect(geocoder.searchPlaces('   ')).resolves.toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('reports a failing autocomplete as an error', async () => {
    const wrongKey = createGeocoder({ geoapifyKey: 'bad', opencageKey: '' });
    await expect(wrongKey.searchPlaces('Kochi')).rejects.toThrow('Geoapify answered 401');
  });

  it('refines a chosen suggestion with place details in English', async () => {
    const [first] = await geocoder.searchPlaces('Kakka');
    if (!first) throw new Error('no suggestion');
    seen.length = 0;
    const details = await geocoder.getPlaceDetails(first);
    expect(seen[0]?.searchParams.get('id')).toBe('kakkanad-id');
    expect(seen[0]?.searchParams.get('lang')).toBe('en');
    expect(details).toMatchObject({
      id: 'kakkanad-id',
      name: 'Kakkanad',
      state: 'Kerala',
      formatted: 'Kakkanad, Ernakulam, Kerala 682030, India',
      latitude: 10.0162,
      longitude: 76.3421,
    });
  });

  it('falls back to the selected suggestion when place details fail', async () => {
    const chosen: PlaceSuggestion = {
      id: 'broken-id',
      name: 'Kakkanad',
      state: 'Kerala',
      formatted: 'Kakkanad, Kerala, India',
      latitude: 10,
      longitude: 76.3,
      source: 'geoapify',
    };
    await expect(geocoder.getPlaceDetails(chosen)).resolves.toBe(chosen);
    expect(fallbacks).toEqual(['Geoapify place details']);
  });

  it('reverse geocodes to "road, city" with OpenCage', async () => {
    await expect(geocoder.reverseGeocode(9.9674, 76.2858)).resolves.toEqual({
      label: 'MG Road, Kochi',
      latitude: 9.9674,
      longitude: 76.2858,
    });
    expect(seen[0]?.searchParams.get('q')).toBe('9.9674,76.2858');
    expect(seen[0]?.searchParams.get('key')).toBe('cage-key');
  });

  it('falls back to the offline gazetteer when OpenCage knows nothing or fails', async () => {
    const result = await geocoder.reverseGeocode(0, 0);
    expect(result).toEqual({ label: '0.0000, 0.0000', latitude: 0, longitude: 0 });
    expect(fallbacks).toEqual(['OpenCage reverse geocoding']);

    server.use(http.get(OPENCAGE, () => HttpResponse.error()));
    const offline = await geocoder.reverseGeocode(9.9399, 76.2602);
    expect(offline.label).toBe('Kochi, Kerala');
  });

  it('refuses impossible coordinates', async () => {
    await expect(geocoder.reverseGeocode(91, 76)).rejects.toThrow(RangeError);
    await expect(geocoder.reverseGeocode(9, 181)).rejects.toThrow(RangeError);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await geocoder.searchPlaces('Kochi', { signal: controller.signal }).catch((e: unknown) => e);
    expect(isAbortError(error) || (error instanceof Error && error.name === 'AbortError')).toBe(true);
  });
});

describe('geocoder without keys (offline gazetteer)', () => {
  const geocoder = createGeocoder({ geoapifyKey: '', opencageKey: '' });

  it('says it is offline', () => {
    expect(geocoder.offline).toEqual({ search: true, reverse: true });
  });

  it('suggests towns with their states without any network call', async () => {
    const suggestions = await geocoder.searchPlaces('Kochi');
    expect(seen).toHaveLength(0);
    expect(suggestions[0]).toMatchObject({
      name: 'Kochi',
      state: 'Kerala',
      formatted: 'Kochi, Kerala, India',
      source: 'gazetteer',
    });
    expect(suggestions.length).toBeLessThanOrEqual(5);
    await expect(geocoder.getPlaceDetails(suggestions[0] as PlaceSuggestion)).resolves.toBe(suggestions[0]);
  });

  it('reverse geocodes from the nearest towns', async () => {
    const result = await geocoder.reverseGeocode(9.9674, 76.2858);
    expect(result.latitude).toBe(9.9674);
    expect(result.longitude).toBe(76.2858);
    expect(result.label).toMatch(/^near /);
    expect(seen).toHaveLength(0);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(geocoder.searchPlaces('Kochi', { signal: controller.signal })).rejects.toSatisfy(isAbortError);
  });
});
