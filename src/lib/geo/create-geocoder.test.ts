import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createGeocoder, isAbortError } from './create-geocoder';

const OPENCAGE = 'https://api.opencagedata.com/geocode/v1/json';

const seen: URL[] = [];
const server = setupServer(
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

describe('geocoder with an OpenCage key', () => {
  const fallbacks: string[] = [];
  const geocoder = createGeocoder({
    geoapifyKey: 'geo-key',
    opencageKey: 'cage-key',
    onFallback: (service) => fallbacks.push(service),
  });
  beforeEach(() => {
    fallbacks.length = 0;
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
    const error: unknown = await geocoder
      .reverseGeocode(9.9674, 76.2858, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(isAbortError(error) || (error instanceof Error && error.name === 'AbortError')).toBe(true);
  });
});

describe('geocoder without keys (offline gazetteer)', () => {
  const geocoder = createGeocoder({ geoapifyKey: '', opencageKey: '' });

  it('says it is offline', () => {
    expect(geocoder.offline).toEqual({ search: true, reverse: true });
  });

  it('reverse geocodes from the nearest towns', async () => {
    const result = await geocoder.reverseGeocode(9.9674, 76.2858);
    expect(result.latitude).toBe(9.9674);
    expect(result.longitude).toBe(76.2858);
    // A place name only: "near" is the screen's word, in the reader's language, never stored.
    expect(result.label).toMatch(/^[^ ,]+, (Kochi|Kerala)$/);
    expect(seen).toHaveLength(0);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(geocoder.reverseGeocode(9.9, 76.2, { signal: controller.signal })).rejects.toSatisfy(isAbortError);
  });
});
