export interface ComboboxIds {
  input: string;
  listbox: string;
  status: string;
}

export interface ComboboxLabels {
  /** The accessible name of the suggestion list. */
  listbox: string;
}

const INPUT = 'input.geoapify-autocomplete-input';
const LIST = '.geoapify-autocomplete-items';
const ITEM = '.geoapify-autocomplete-item';

function optionLabel(item: Element): string {
  const main = item.querySelector('.main-part')?.textContent.trim() ?? '';
  const secondary = item.querySelector('.secondary-part')?.textContent.trim() ?? '';
  return [main, secondary].filter(Boolean).join(', ');
}

/** Makes the list's current state readable: listbox, options, which one is active, open or not. */
function sync(container: HTMLElement, input: HTMLInputElement, ids: ComboboxIds, labels: ComboboxLabels): void {
  const list = container.querySelector(LIST);
  if (!list) {
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-controls');
    input.removeAttribute('aria-activedescendant');
    return;
  }
  list.id = ids.listbox;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', labels.listbox);
  let active: string | null = null;
  for (const [index, item] of Array.from(list.querySelectorAll(ITEM)).entries()) {
    item.id = `${ids.listbox}-option-${String(index)}`;
    item.setAttribute('role', 'option');
    item.setAttribute('aria-label', optionLabel(item));
    const selected = item.classList.contains('active');
    item.setAttribute('aria-selected', String(selected));
    if (selected) active = item.id;
    item.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  }
  input.setAttribute('aria-expanded', 'true');
  input.setAttribute('aria-controls', ids.listbox);
  if (active) input.setAttribute('aria-activedescendant', active);
  else input.removeAttribute('aria-activedescendant');
}

/**
 * Gives the Geoapify autocomplete inside `container` the ARIA 1.2 combobox pattern it lacks
 * (combobox input, listbox popup, options, aria-activedescendant), and keeps it true as the
 * component opens, fills, walks and closes its list. Returns the input and a function undoing it.
 */
export function enhanceCombobox(
  container: HTMLElement,
  ids: ComboboxIds,
  labels: ComboboxLabels,
): { input: HTMLInputElement; disconnect: () => void } | null {
  const input = container.querySelector<HTMLInputElement>(INPUT);
  if (!input) return null;
  input.id = ids.input;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-describedby', ids.status);
  input.autocomplete = 'off';
  input.spellcheck = false;
  // The clear button is a mouse shortcut; the keyboard clears the text as usual.
  container.querySelector('.geoapify-close-button')?.setAttribute('aria-hidden', 'true');
  sync(container, input, ids, labels);
  const observer = new MutationObserver(() => {
    sync(container, input, ids, labels);
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  return {
    input,
    disconnect: () => {
      observer.disconnect();
    },
  };
}
