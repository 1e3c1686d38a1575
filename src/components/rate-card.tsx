import type { RateCardLine } from '../lib/domain/prices';
import { formatRupeeRange } from '../lib/format-money';
import { t } from '../lib/i18n';

interface RateCardProps {
  lines: readonly RateCardLine[];
  /** The heading's level where the card is placed. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A provider's rate card: each usual job with its price or range; nothing when there are no lines. */
export function RateCard({ lines, headingLevel: Heading = 'h3', className = '' }: RateCardProps) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={t('providers.prices.rateCard')} className={className}>
      <Heading className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('providers.prices.rateCard')}
      </Heading>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {lines.map((line, index) => (
          <li key={`${String(index)}-${line.label}`} className="flex items-baseline justify-between gap-4 py-2">
            <span className="min-w-0 break-words text-slate-800 dark:text-slate-200">{line.label}</span>
            <span className="shrink-0 font-medium tabular-nums text-slate-900 dark:text-slate-100">
              {formatRupeeRange(line.min, line.max)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('providers.prices.rateCardNote')}</p>
    </section>
  );
}
