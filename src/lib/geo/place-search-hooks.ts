import type { GeocoderAutocomplete } from '@geoapify/geocoder-autocomplete';
import { searchGazetteer, type Gazetteer } from './gazetteer/gazetteer';
import { featureCollection, gazetteerFeature, placeFromFeature, type PlaceFeatureCollection } from './place-feature';
import type { Coordinates } from './types';

/** Suggestions shown at most, as the spec's autocomplete did. */
export const SUGGESTION_LIMIT = 5;
/** Shorter text is not worth a search. */
export const MIN_SEARCH_CHARACTERS = 2;

export interface PlaceSearchConfig {
  /** Geoapify key; empty means every answer comes from the offline gazetteer. */
  geoapifyKey: string;
  loadGazetteer: () => Promise<Gazetteer>;
  /** Where a failing Geoapify request is reported before the gazetteer answers instead. */
  onFallback?: (service: string, error: unknown) => void;
}

/**
 * The request hooks of the Geoapify autocomplete component (`sendGeocoderRequestFunc`,
 * `sendPlaceDetailsRequestFunc`, `suggestionsFilter`): Geoapify itself when a key is configured,
 * the offline gazetteer without one or when Geoapify fails.
 */
export interface PlaceSearchHooks {
  sendGeocoderRequest: (text: string, component: GeocoderAutocomplete) => Promise<unknown>;
  sendPlaceDetailsRequest: (feature: unknown, component: GeocoderAutocomplete) => Promise<unknown>;
  /** Drops suggestions that could not be stored (no name or no position). */
  usableSuggestions: (features: unknown[]) => unknown[];
  /** The person's current place: the offline search offers places of that region first. */
  setRegion: (region: Coordinates | null) => void;
}

/** What the component rejects with when a newer keystroke replaces a request. */
export function isCancellation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'cancelled' in error && error.cancelled === true;
}

export function createPlaceSearchHooks(config: PlaceSearchConfig): PlaceSearchHooks {
  const report = config.onFallback ?? (() => undefined);
  let region: Coordinates | null = null;

  async function fromGazetteer(text: string): Promise<PlaceFeatureCollection> {
    const gazetteer = await config.loadGazetteer();
    return featureCollection(searchGazetteer(gazetteer, text, SUGGESTION_LIMIT, region).map(gazetteerFeature));
  }

  return {
    sendGeocoderRequest: async (text, component) => {
      const query = text.trim();
      if (query.length < MIN_SEARCH_CHARACTERS) return featureCollection([]);
      if (!config.geoapifyKey) return fromGazetteer(query);
      try {
        return (await component.sendGeocoderRequest(query)) as unknown;
      } catch (error) {
        if (isCancellation(error)) throw error;
        report('Geoapify autocomplete', error);
        return fromGazetteer(query);
      }
    },

    sendPlaceDetailsRequest: async (feature, component) => {
      const place = placeFromFeature(feature);
      if (!config.geoapifyKey || !place || place.source === 'gazetteer') return feature;
      try {
        const details = (await component.sendPlaceDetailsRequest(feature)) as unknown;
        return placeFromFeature(details) ? details : feature;
      } catch (error) {
        if (isCancellation(error)) throw error;
        report('Geoapify place details', error);
        return feature;
      }
    },

    usableSuggestions: (features) => features.filter((feature) => placeFromFeature(feature) !== null),

    setRegion: (next) => {
      region = next;
    },
  };
}
