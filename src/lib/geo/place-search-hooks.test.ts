import { GeocoderAutocomplete } from '@geoapify/geocoder-autocomplete';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadGazetteer } from './gazetteer/load-gazetteer';
import { placeFromFeature } from './place-feature';
import { createPlaceSearchHooks, SUGGESTION_LIMIT } from './place-search-hooks';

const AUTOCOMPLETE = 'https://api.geoapify.com/v1/geocode/autocomplete';
const DETAILS = 'https://api.geoapify.com/v2/place-details';

function feature(properties: Record<string, unknown>) {
  return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: [properties.lon, properties.lat] } };
}

const kakkanad = {
  name: 'Kakkanad',
  state: 'Kerala',
  formatted: 'Kakkanad, Thrikkakara, Kerala, India',
  lat: 10.0159,
  lon: 76.3419,
  place_id: 'kakkanad-id',
  result_type: 'suburb',
  datasource: { sourcename: 'openstreetmap' },
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
      features: [feature(kakkanad), feature({ name: 'Nowhere', lat: 'not a number', lon: 76 })],
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
        feature({
          feature_type: 'details',
          name: 'Kakkanad',
          state: 'Kerala',
          formatted: 'Kakkanad, Ernakulam, Kerala 682030, India',
          lat: 10.0162,
          lon: 76.3421,
          place_id: 'kakkanad-id',
        }),
      ],
    });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.body.innerHTML = '';
});
afterAll(() => {
  server.close();
});

/** The real component, configured as the location picker configures it. */
function component(apiKey: string): GeocoderAutocomplete {
  const container = document.createElement('div');
  document.body.append(container);
  const autocomplete = new GeocoderAutocomplete(container, apiKey, { limit: SUGGESTION_LIMIT, lang: 'en' });
  autocomplete.addFilterByCountry(['in']);
  return autocomplete;
}

function places(body: unknown) {
  const features = (body as { features: unknown[] }).features;
  return features.map(placeFromFeature);
}

describe('place search without a Geoapify key (offline gazetteer)', () => {
  const hooks = createPlaceSearchHooks({ geoapifyKey: '', loadGazetteer });

  it('answers the component with gazetteer towns as Geoapify-shaped features, no network', async () => {
    const answer = await hooks.sendGeocoderRequest('Thriss', component(''));
    expect(answer).toMatchObject({ type: 'FeatureCollection' });
    const [first, ...rest] = places(answer);
    expect(first).toEqual({
      id: expect.stringMatching(/^gazetteer:/) as unknown,
      name: 'Thrissur',
      state: 'Kerala',
      formatted: 'Thrissur, Kerala, India',
      latitude: expect.closeTo(10.52, 1) as unknown,
      longitude: expect.closeTo(76.21, 1) as unknown,
      source: 'gazetteer',
    });
    expect(rest.length).toBeLessThan(SUGGESTION_LIMIT);
    expect(seen).toHaveLength(0);
  });

  it('finds a chosen place again by its full text', async () => {
    const [first] = places(await hooks.sendGeocoderRequest('Thrissur, Kerala, India', component('')));
    expect(first).toMatchObject({ name: 'Thrissur', state: 'Kerala' });
  });

  it('does not search for fewer than two characters', async () => {
    await expect(hooks.sendGeocoderRequest(' k ', component(''))).resolves.toEqual({
      type: 'FeatureCollection',
      features: [],
    });
  });

  it('keeps a chosen gazetteer town as it is', async () => {
    const answer = (await hooks.sendGeocoderRequest('Kochi', component(''))) as { features: unknown[] };
    const kochi = answer.features[0];
    await expect(hooks.sendPlaceDetailsRequest(kochi, component(''))).resolves.toBe(kochi);
  });
});

describe('place search with a Geoapify key', () => {
  const fallbacks: string[] = [];
  const hooks = createPlaceSearchHooks({
    geoapifyKey: 'geo-key',
    loadGazetteer,
    onFallback: (service) => fallbacks.push(service),
  });
  beforeEach(() => {
    fallbacks.length = 0;
  });

  it("sends the component's own request: Indian places, English, five at most", async () => {
    const answer = await hooks.sendGeocoderRequest('  Kakka ', component('geo-key'));
    const url = seen[0];
    expect(url?.searchParams.get('text')).toBe('Kakka');
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('lang')).toBe('en');
    expect(url?.searchParams.get('filter')).toBe('countrycode:in');
    const features = (answer as { features: unknown[] }).features;
    expect(hooks.usableSuggestions(features).map(placeFromFeature)).toEqual([
      {
        id: 'kakkanad-id',
        name: 'Kakkanad',
        state: 'Kerala',
        formatted: 'Kakkanad, Thrikkakara, Kerala, India',
        latitude: 10.0159,
        longitude: 76.3419,
        source: 'geoapify',
      },
    ]);
    expect(fallbacks).toEqual([]);
  });

  it('answers from the gazetteer when Geoapify fails, and says so', async () => {
    const answer = await hooks.sendGeocoderRequest('Kochi', component('wrong-key'));
    expect(places(answer)[0]).toMatchObject({ name: 'Kochi', source: 'gazetteer' });
    expect(fallbacks).toEqual(['Geoapify autocomplete']);

    server.use(http.get(AUTOCOMPLETE, () => HttpResponse.error()));
    const offline = await hooks.sendGeocoderRequest('Thrissur', component('geo-key'));
    expect(places(offline)[0]).toMatchObject({ name: 'Thrissur', source: 'gazetteer' });
  });

  it('refines a chosen place with its details', async () => {
    const details = await hooks.sendPlaceDetailsRequest(feature(kakkanad), component('geo-key'));
    expect(seen[0]?.searchParams.get('id')).toBe('kakkanad-id');
    expect(placeFromFeature(details)).toMatchObject({
      formatted: 'Kakkanad, Ernakulam, Kerala 682030, India',
      latitude: 10.0162,
    });
  });

  it('keeps the chosen place when its details fail', async () => {
    const chosen = feature({ ...kakkanad, place_id: 'broken-id' });
    await expect(hooks.sendPlaceDetailsRequest(chosen, component('geo-key'))).resolves.toBe(chosen);
    expect(fallbacks).toEqual(['Geoapify place details']);
  });
});
