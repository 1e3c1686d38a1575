import { Fragment, use, type ReactNode } from 'react';
import { i18nReady } from './i18n';
import { useLocale } from './use-locale';

/**
 * Renders the app once the chosen language's catalog is in, and again from scratch when the
 * language changes, so every message (also those computed outside render) is in the new language.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  use(i18nReady);
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
