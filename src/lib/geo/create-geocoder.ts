import { isValidCoordinates } from './coordinates';
import { describePoint, searchGazetteer, type Gazetteer, type GazetteerPlace } from './gazetteer/gazetteer';
import { loadGazetteer } from './gazetteer/load-gazetteer';
import { geoapifyAutocomplete, geoapifyPlaceDetails, SUGGESTION_LIMIT } from './geoapify';
import { opencageReverse } from './opencage';
import type { GeocodeOptions, PlaceSuggestion, ReverseGeocodeResult } from './types';

export interface GeocoderConfig {
  /** Geoapify key for autocomplete and place details; empty means the offline gazetteer. */
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
  searchPlaces: (text: string, options?: GeocodeOptions) => Promise<PlaceSuggestion[]>;
  /** The chosen suggestion refined by the service; the suggestion itself when that fails. */
  getPlaceDetails: (suggestion: PlaceSuggestion, options?: GeocodeOptions) => Promise<PlaceSuggestion>;
  reverseGeocode: (latitude: number, longitude: number, options?: GeocodeOptions) => Promise<ReverseGeocodeResult>;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function toSuggestion(place: GazetteerPlace): PlaceSuggestion {
  return {
    id: place.id,
    name: place.name,
    state: place.state,
    formatted: place.state ? `${place.name}, ${place.state}, India` : `${place.name}, India`,
    latitude: place.latitude,
    longitude: place.longitude,
    source: 'gazetteer',
  };
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
    return { label: describePoint(gazetteer, { latitude, longitude }), latitude, longitude };
  }

  return {
    offline: { search: !config.geoapifyKey, reverse: !config.opencageKey },

    searchPlaces: async (text, options = {}) => {
      const query = text.trim();
      if (!query) return [];
      if (config.geoapifyKey) return geoapifyAutocomplete(query, config.geoapifyKey, options);
      const gazetteer = await gazetteerFor(options);
      return searchGazetteer(gazetteer, query, SUGGESTION_LIMIT).map(toSuggestion);
    },

    getPlaceDetails: async (suggestion, options = {}) => {
      if (suggestion.source !== 'geoapify' || !config.geoapifyKey) return suggestion;
      try {
        return await geoapifyPlaceDetails(suggestion.id, config.geoapifyKey, options);
      } catch (error) {
        if (isAbortError(error)) throw error;
        report('Geoapify place details', error);
        return suggestion;
      }
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
