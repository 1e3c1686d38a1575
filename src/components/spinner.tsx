import LoaderCircle from 'lucide-react/icons/loader-circle';
import { t } from '../lib/i18n';
interface SpinnerProps {
  /** Read by screen readers; defaults to "Loading". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label = t('common.loading'), size = 'md', className = '' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={`inline-flex items-center ${className}`}>
      <LoaderCircle className={`${sizes[size]} animate-spin text-brand-600 dark:text-brand-400`} />
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
