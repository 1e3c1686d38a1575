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
 * Called as the app's first commit lands: drops `data-boot`, whose "render" value hides #root (the
 * prerendered HTML the app replaces) behind the loader, so the app shows in that same frame.
 */
export function revealApp(root: HTMLElement = document.documentElement): void {
  delete root.dataset.boot;
}
