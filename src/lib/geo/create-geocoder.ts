import { isValidCoordinates } from './coordinates';
import { describePoint, type Gazetteer } from './gazetteer/gazetteer';
import { loadGazetteer } from './gazetteer/load-gazetteer';
import { opencageReverse } from './opencage';
import { createPlaceSearchHooks, type PlaceSearchHooks } from './place-search-hooks';
import type { GeocodeOptions, ReverseGeocodeResult } from './types';

export interface GeocoderConfig {
  /** Geoapify key for the place search component; empty means the offline gazetteer answers it. */
  geoapifyKey: string;
  /** OpenCage key for reverse geocoding; empty means the offline gazetteer. */
  opencageKey: string;
  /** Where failures of an online service are reported before falling back. */
  onFallback?: (service: string, error: unknown) => void;
  loadGazetteer?: () => Promise<Gazetteer>;
}

export interface Geocoder {
  /** Whether places come from the offline gazetteer (towns only) rather than an online service. */
  readonly offline: { search: boolean; reverse: boolean };
  /** The Geoapify key for the place search component ('' offline) and its request hooks. */
  placeSearch: PlaceSearchHooks & { apiKey: string };
  reverseGeocode: (latitude: number, longitude: number, options?: GeocodeOptions) => Promise<ReverseGeocodeResult>;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createGeocoder(config: GeocoderConfig): Geocoder {
  const load = config.loadGazetteer ?? loadGazetteer;
  const report = config.onFallback ?? (() => undefined);

  async function gazetteerFor(options: GeocodeOptions): Promise<Gazetteer> {
    if (options.signal?.aborted) throw abortError();
    const gazetteer = await load();
    if (options.signal?.aborted) throw abortError();
    return gazetteer;
  }

  async function offlineReverse(latitude: number, longitude: number, options: GeocodeOptions) {
    const gazetteer = await gazetteerFor(options);
    return {
      label: describePoint(gazetteer, { latitude, longitude }),
      latitude,
      longitude,
    };
  }

  return {
    offline: { search: !config.geoapifyKey, reverse: !config.opencageKey },

    placeSearch: {
      apiKey: config.geoapifyKey,
      ...createPlaceSearchHooks({ geoapifyKey: config.geoapifyKey, loadGazetteer: load, onFallback: report }),
    },

    reverseGeocode: async (latitude, longitude, options = {}) => {
      if (!isValidCoordinates(latitude, longitude)) {
        throw new RangeError('Latitude must be within ±90 and longitude within ±180.');
      }
      if (!config.opencageKey) return offlineReverse(latitude, longitude, options);
      try {
        return await opencageReverse(latitude, longitude, config.opencageKey, options);
      } catch (error) {
        if (isAbortError(error)) throw error;
        report('OpenCage reverse geocoding', error);
        return offlineReverse(latitude, longitude, options);
      }
    },
  };
}
