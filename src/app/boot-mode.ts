import { initialLocale, pseudoLocale } from '../lib/i18n';
import { mayHaveSession } from '../lib/session-presence';

/**
 * Whether this page's HTML was prerendered for this address and may be hydrated: index.html's
 * first script has said so (`<html data-boot="hydrate">`: a prerendered page for this path, no
 * session, English) and the app's own checks agree. A signed-in person, one reading Malayalam
 * or Hindi, or the pseudo locale gets a fresh render instead: the HTML shows the page as an
 * English-reading visitor sees it.
 */
export function canHydrate(root: HTMLElement = document.documentElement): boolean {
  return root.dataset.boot === 'hydrate' && !mayHaveSession() && initialLocale() === 'en' && !pseudoLocale;
}
