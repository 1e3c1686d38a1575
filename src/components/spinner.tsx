import { t } from '../lib/i18n';
interface SpinnerProps {
  /** Read by screen readers; defaults to "Loading". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `current` follows the text colour (inside buttons); `brand` is the brand colour. */
  tone?: 'brand' | 'current';
  className?: string;
}

// A CSS ring rather than an icon: the spinner is on the first screen, and an icon would bring the icon library with it.
const sizes = { sm: 'size-4 border-2', md: 'size-6 border-[3px]', lg: 'size-10 border-4' } as const;

const tones = {
  brand: 'border-brand-600 border-t-transparent dark:border-brand-400 dark:border-t-transparent',
  current: 'border-current border-t-transparent',
} as const;

export function Spinner({ label = t('common.loading'), size = 'md', tone = 'brand', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex items-center ${className}`}>
      <span aria-hidden="true" className={`${sizes[size]} ${tones[tone]} animate-spin rounded-full`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner that fills the page area while a route or its data loads. */
export function PageLoader({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
