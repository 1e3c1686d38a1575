import { pause } from '../lib/pause';

/** A field the person changed before the app had hydrated the page, with what it held last. */
interface EarlyField {
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  value: string;
  checked: boolean;
}

/** A tap on a button or a form sent before hydration, held back until the app can answer it. */
type EarlyAction = { click: HTMLElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

/** What index.html's first script noted on a prerendered page while it waited for the app. */
export interface EarlyInput {
  fields: EarlyField[];
  actions: EarlyAction[];
}

declare global {
  interface Window {
    __mistriEarly?: EarlyInput;
  }
}

/** Writes through the element's own prototype, past React's value tracker, so React sees a change. */
function setNative(element: HTMLElement, property: 'value' | 'checked', value: string | boolean): void {
  const descriptor = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, property);
  descriptor?.set?.call(element, value);
}

function fire(element: HTMLElement, type: 'input' | 'change' | 'click'): void {
  element.dispatchEvent(new Event(type, { bubbles: true }));
}

function restoreField({ field, value, checked }: EarlyField): void {
  if (field instanceof HTMLSelectElement) {
    setNative(field, 'value', value);
    fire(field, 'change');
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Hydration keeps the box as tapped and React's tracker agrees with it, so React is shown
    // the other state first; then a real click lands on the person's choice.
    setNative(field, 'checked', !checked);
    fire(field, 'click');
    if (field.checked !== checked) field.click();
    return;
  }
  // The same for text: hydration kept it on screen (and in React's tracker) but not in the state.
  // Setting a value moves the caret to the end, so the field the person is in gets its caret or
  // selection back: a select-all made just before is not undone (e-mail fields have none).
  const { selectionStart: start, selectionEnd: end } = field;
  setNative(field, 'value', value === '' ? ' ' : '');
  fire(field, 'input');
  setNative(field, 'value', value);
  fire(field, 'input');
  if (field === document.activeElement && start !== null) field.setSelectionRange(start, end);
}

function replayAction(action: EarlyAction): void {
  if ('click' in action) {
    if (action.click.isConnected) action.click.click();
    return;
  }
  if (!action.submit.isConnected) return;
  const { submitter } = action;
  const ownSubmitter =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) &&
    submitter.form === action.submit;
  action.submit.requestSubmit(ownSubmitter ? submitter : null);
}

/**
 * Gives the hydrated app what the person did on the prerendered page before it was live (see
 * index.html): every changed field gets its text or choice back through the app's own handlers
 * (controlled inputs and form libraries alike); once React has rendered those, the held taps and
 * submits go, in order. Until this runs, index.html's script keeps noting input (data-boot), so
 * nothing done between hydration and the replay reaches the app ahead of what came before it.
 */
export async function replayEarlyInput(early: EarlyInput | undefined = window.__mistriEarly): Promise<void> {
  delete window.__mistriEarly;
  delete document.documentElement.dataset.boot;
  if (!early) return;
  for (const field of early.fields) if (field.field.isConnected) restoreField(field);
  await pause();
  for (const action of early.actions) replayAction(action);
}
