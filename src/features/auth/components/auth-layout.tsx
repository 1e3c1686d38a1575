import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { type MessageKey, t } from '../../../lib/i18n';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** A small label above the title ("only for service providers"). */
  badge?: string;
  children: ReactNode;
  /** The links under the card ("Already have an account? Sign in"). */
  footer?: ReactNode;
  /** Whom the side text speaks to: people looking for help, or electricians and plumbers registering. */
  audience?: 'customer' | 'provider';
}

const PITCH = {
  customer: {
    headline: 'auth.authLayout.tagline',
    benefits: ['auth.benefits.nearby', 'auth.benefits.chat', 'auth.benefits.free'],
  },
  provider: {
    headline: 'auth.providerPitch.headline',
    benefits: ['auth.providerPitch.requests', 'auth.providerPitch.chat', 'auth.providerPitch.profile'],
  },
} as const satisfies Record<string, { headline: MessageKey; benefits: readonly MessageKey[] }>;

/** The frame of the sign-in, sign-up, register and reset screens. */
export function AuthLayout({ title, subtitle, badge, children, footer, audience = 'customer' }: AuthLayoutProps) {
  const pitch = PITCH[audience];
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent dark:from-brand-500/10"
      />
      <PageTitle title={title} />
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1fr_28rem] lg:px-8 lg:py-16">
        <div className="hidden pt-8 lg:block">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
            {t('common.brandName')}
          </p>
          <p className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 dark:text-white">
            {t(pitch.headline)}
          </p>
          <ul className="mt-8 space-y-4">
            {pitch.benefits.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
                <span className="flex size-7 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
                  <Check className="size-4" strokeWidth={3} />
                </span>
                {t(benefit)}
              </li>
            ))}
          </ul>
        </div>
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          {badge && (
            <p className="mb-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-300 dark:ring-brand-500/30">
              {badge}
            </p>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{subtitle}</p>}
          <div className="mt-6">{children}</div>
          {footer && (
            <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
              {footer}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
