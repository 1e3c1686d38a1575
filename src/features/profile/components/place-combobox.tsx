import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import type { PlaceSuggestion } from '../../../lib/geo/types';
import { useSearchPlacesQuery } from '../api/places-api';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { t } from '../../../lib/i18n';

/** Spec §9: suggestions are asked for 100 ms after the last key. */
export const SEARCH_DEBOUNCE_MS = 100;
const MIN_CHARACTERS = 2;

interface PlaceComboboxProps {
  onChoose: (suggestion: PlaceSuggestion) => void;
  disabled?: boolean;
}

/** The second line of an option: the formatted address without the name it starts with. */
function secondaryLine({ name, state, formatted }: PlaceSuggestion): string {
  if (formatted === name) return state;
  return formatted.startsWith(`${name}, `) ? formatted.slice(name.length + 2) : formatted;
}

/** An accessible autocomplete (ARIA 1.2 combobox with a listbox popup) for Indian places. */
export function PlaceCombobox({ onChoose, disabled = false }: PlaceComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchPlacesQuery(query, { skip: query.length < MIN_CHARACTERS });
  const typing = text.trim() !== query;
  const suggestions = query.length >= MIN_CHARACTERS && search.currentData ? search.currentData : [];
  const searching = text.trim().length >= MIN_CHARACTERS && (typing || search.isFetching);
  const open = expanded && query.length >= MIN_CHARACTERS && !typing && !search.isFetching;
  const optionId = (index: number) => `${listId}-option-${String(index)}`;

  const choose = (suggestion: PlaceSuggestion) => {
    setExpanded(false);
    setActive(-1);
    setText(suggestion.formatted);
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setExpanded(true);
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      const suggestion = open
        ? (suggestions[active] ?? (suggestions.length === 1 ? suggestions[0] : undefined))
        : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
      setActive(-1);
    }
  };

  let status = '';
  if (query.length >= MIN_CHARACTERS && !typing && !search.isFetching) {
    if (search.isError) status = toApiError(search.error).message;
    else if (suggestions.length === 0) status = t('profile.places.none');
    else
      status = `${String(suggestions.length)} ${suggestions.length === 1 ? 'place' : 'places'} found. Use the arrow keys to choose.`;
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className={labelClasses}>
        {t('profile.placeCombobox.yourPlace')}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          // Focus moves here when the person asks to change their place.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="off"
          spellCheck={false}
          placeholder={t('profile.placeCombobox.enterYourPlaceName')}
          aria-autocomplete="list"
          aria-expanded={open && suggestions.length > 0}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={statusId}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setExpanded(true);
            setActive(-1);
          }}
          onFocus={() => {
            setExpanded(true);
          }}
          onBlur={() => {
            setExpanded(false);
          }}
          onKeyDown={onKeyDown}
          className={inputClasses(false, 'pr-10')}
        />
        {searching && (
          <span className="absolute inset-y-0 right-3 flex items-center">
            <Spinner size="sm" label={t('profile.placeCombobox.searchingPlaces')} />
          </span>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('profile.placeCombobox.places')}
        hidden={!open || suggestions.length === 0}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {suggestions.map((suggestion, index) => (
          // Options are chosen from the keyboard through the combobox (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
            }}
            onClick={() => {
              choose(suggestion);
            }}
            onMouseEnter={() => {
              setActive(index);
            }}
            className={`cursor-pointer px-3.5 py-2.5 text-sm ${
              index === active
                ? 'bg-brand-50 text-brand-900 dark:bg-brand-500/15 dark:text-brand-100'
                : 'text-slate-800 dark:text-slate-200'
            }`}
          >
            <span className="block font-medium">{suggestion.name}</span>
            <span className="block text-slate-600 dark:text-slate-400">{secondaryLine(suggestion)}</span>
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className="mt-1.5 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {status}
      </p>
    </div>
  );
}
