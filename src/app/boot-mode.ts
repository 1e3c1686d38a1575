import { mayHaveSession } from '../lib/session-presence';

/**
 * Whether this page's HTML was prerendered for this address and may be hydrated: index.html's
 * first script has said so (`<html data-boot="hydrate">`: a prerendered page for this path, no
 * session) and the session check agrees. A signed-in person gets a fresh render instead, since the
 * prerendered HTML shows the page as a visitor sees it.
 */
export function canHydrate(root: HTMLElement = document.documentElement): boolean {
  return root.dataset.boot === 'hydrate' && !mayHaveSession();
}

/**
 * Before a fresh render over prerendered HTML (hidden by index.html's style while
 * `data-boot="render"`): drops that HTML and the attribute, so the app shows in its place.
 */
export function clearPrerendered(container: HTMLElement, root: HTMLElement = document.documentElement): void {
  if (root.dataset.prerendered === undefined) return;
  container.replaceChildren();
  delete root.dataset.boot;
}
