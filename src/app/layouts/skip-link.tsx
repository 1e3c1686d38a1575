import { t } from '../../lib/i18n';
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('layout.skipLink.text')}
    </a>
  );
}
