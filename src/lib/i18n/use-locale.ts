import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './i18n';

/** The current language; the component re-renders when it changes. */
export function useLocale() {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}
