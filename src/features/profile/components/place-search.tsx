import { GeoapifyContext, GeoapifyGeocoderAutocomplete } from '@geoapify/react-geocoder-autocomplete';
import { useEffect, useId, useRef, useState } from 'react';
import { labelClasses } from '../../../components/form/field-styles';
import { Spinner } from '../../../components/spinner';
import { geocoder } from '../../../lib/geo/geocoder';
import { placeFromFeature } from '../../../lib/geo/place-feature';
import { isCancellation, MIN_SEARCH_CHARACTERS, SUGGESTION_LIMIT } from '../../../lib/geo/place-search-hooks';
import type { PlaceSuggestion } from '../../../lib/geo/types';
import { useAppSelector } from '../../../store/hooks';
import { enhanceCombobox } from '../lib/place-search-aria';
import './place-search.css';
import { t, tp } from '../../../lib/i18n';

/** Spec §9: suggestions are asked for 100 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 100;
const INDIA = ['in' as const];
const { apiKey, sendGeocoderRequest, sendPlaceDetailsRequest, usableSuggestions, setRegion } = geocoder.placeSearch;

interface PlaceSearchProps {
  onChoose: (place: PlaceSuggestion) => void;
  disabled?: boolean;
}

function foundMessage(count: number): string {
  if (count === 0) return t('profile.places.none');
  return tp('profile.places.found', count);
}

/**
 * The Geoapify place search, limited to India: Geoapify with a key, the offline gazetteer through
 * the component's request hooks without one. Once a place is chosen the box does not search again
 * until the person edits the text.
 */
export function PlaceSearch({ onChoose, disabled = false }: PlaceSearchProps) {
  const ids = { input: useId(), listbox: useId(), status: useId() };
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const typed = useRef('');
  const chosenText = useRef<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const latitude = useAppSelector((state) => state.userLocation.latitude);
  const longitude = useAppSelector((state) => state.userLocation.longitude);

  // Places near the person's current one come first among equal matches ("Kakkanad" in Kochi).
  useEffect(() => {
    setRegion(latitude !== null && longitude !== null ? { latitude, longitude } : null);
  }, [latitude, longitude]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const combobox = enhanceCombobox(container, ids, { listbox: t('profile.places.listbox') });
    if (!combobox) return undefined;
    const { input } = combobox;
    inputRef.current = input;
    // Focus moves here when the person asks to change their place.
    input.focus();
    // The component re-sends the text when the box is clicked or ArrowDown pressed with the list
    // closed; after a choice that text is the chosen place, which needs no new search.
    const skipRepeatSearch = (event: Event) => {
      if (!event.isTrusted && chosenText.current !== null && input.value === chosenText.current) {
        event.stopPropagation();
      }
    };
    // Enter takes the only suggestion, as before, without walking to it first.
    const enterTakesOnlySuggestion = (event: KeyboardEvent) => {
      if (event.key !== 'Enter') return;
      const items = container.querySelectorAll<HTMLElement>('.geoapify-autocomplete-item');
      const [only] = items;
      if (items.length === 1 && only && !only.classList.contains('active')) {
        event.preventDefault();
        event.stopPropagation();
        only.click();
      }
    };
    container.addEventListener('input', skipRepeatSearch, true);
    container.addEventListener('keydown', enterTakesOnlySuggestion, true);
    return () => {
      container.removeEventListener('input', skipRepeatSearch, true);
      container.removeEventListener('keydown', enterTakesOnlySuggestion, true);
      combobox.disconnect();
    };
    // The ids are stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (inputRef.current) inputRef.current.disabled = disabled;
  }, [disabled]);

  return (
    <div className="place-search relative">
      <label htmlFor={ids.input} className={labelClasses}>
        {t('profile.placeSearch.yourPlace')}
      </label>
      <div ref={containerRef} className="relative">
        <GeoapifyContext apiKey={apiKey}>
          <GeoapifyGeocoderAutocomplete
            placeholder={t('profile.placeSearch.enterYourPlaceName')}
            lang="en"
            limit={SUGGESTION_LIMIT}
            filterByCountryCode={INDIA}
            debounceDelay={SEARCH_DEBOUNCE_MS}
            skipSelectionOnArrowKey
            addDetails={apiKey !== ''}
            sendGeocoderRequestFunc={sendGeocoderRequest}
            sendPlaceDetailsRequestFunc={sendPlaceDetailsRequest}
            suggestionsFilter={usableSuggestions}
            onUserInput={(text: string) => {
              typed.current = text;
              chosenText.current = null;
              setStatus('');
              if (text.trim().length < MIN_SEARCH_CHARACTERS) setBusy(false);
            }}
            onRequestStart={(text: string) => {
              setBusy(text.trim().length >= MIN_SEARCH_CHARACTERS);
            }}
            onRequestEnd={(success: boolean, _data: unknown, error: unknown) => {
              setBusy(false);
              if (!success && !isCancellation(error)) {
                console.error('[mistri] Search places', error);
                setStatus(t('profile.places.failed'));
              }
            }}
            suggestionsChange={(suggestions: unknown[]) => {
              if (typed.current.trim().length >= MIN_SEARCH_CHARACTERS) setStatus(foundMessage(suggestions.length));
            }}
            onPlaceDetailsRequestStart={() => {
              setBusy(true);
            }}
            onPlaceDetailsRequestEnd={() => {
              setBusy(false);
            }}
            placeSelect={(feature: unknown) => {
              if (feature === null) return;
              const place = placeFromFeature(feature);
              setStatus(place ? '' : t('profile.places.unusable'));
              if (!place) return;
              chosenText.current = inputRef.current?.value ?? null;
              onChoose(place);
            }}
          />
        </GeoapifyContext>
        {busy && (
          <span className="pointer-events-none absolute inset-y-0 right-10 flex items-center">
            <Spinner size="sm" label={t('profile.placeSearch.searchingPlaces')} />
          </span>
        )}
      </div>
      <p id={ids.status} role="status" className="mt-1.5 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {status}
      </p>
    </div>
  );
}
