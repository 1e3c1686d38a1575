import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { paths } from '../../../config/paths';
import { useSignInWithProviderMutation, type SocialProvider } from '../api/auth-api';
import { type MessageKey, t } from '../../../lib/i18n';

const GOOGLE = (
  <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
    <path
      fill="#4285F4"
      d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
    />
    <path
      fill="#34A853"
      d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
    />
    <path
      fill="#FBBC05"
      d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
    />
    <path
      fill="#EA4335"
      d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
    />
  </svg>
);

const GITHUB = (
  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
    <path d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.53-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.56-.29-5.25-1.28-5.25-5.7 0-1.26.45-2.29 1.19-3.1-.12-.29-.52-1.47.11-3.06 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.77.11 3.06.74.81 1.19 1.84 1.19 3.1 0 4.43-2.7 5.4-5.27 5.69.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z" />
  </svg>
);

const providers: { id: SocialProvider; name: string; icon: ReactNode }[] = [
  { id: 'google', name: 'Google', icon: GOOGLE },
  { id: 'github', name: 'GitHub', icon: GITHUB },
];

const LABELS = {
  signIn: 'auth.socialSignIn.signInWith',
  signUp: 'auth.socialSignIn.signUpWith',
  register: 'auth.socialSignIn.registerWith',
} as const satisfies Record<string, MessageKey>;

/**
 * Google and GitHub sign-in. The backend sends the person back to `next` (Home unless they were
 * going somewhere), where startup finishes the job.
 */
export function SocialSignIn({ action, next = paths.home }: { action: keyof typeof LABELS; next?: string }) {
  const [signInWith, { isLoading, originalArgs }] = useSignInWithProviderMutation();

  const start = async (provider: SocialProvider) => {
    const result = await signInWith({ provider, redirectTo: `${window.location.origin}${next}` });
    if ('error' in result) toast.error(t('common.errors.generic'));
  };

  return (
    <div>
      <div className="relative my-6 flex items-center" aria-hidden="true">
        <div className="flex-1 border-t border-slate-200 dark:border-slate-700" />
        <span className="px-3 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {t('auth.socialSignIn.or')}
        </span>
        <div className="flex-1 border-t border-slate-200 dark:border-slate-700" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {providers.map((provider) => (
          <button
            key={provider.id}
            type="button"
            disabled={isLoading}
            aria-busy={isLoading && originalArgs?.provider === provider.id ? true : undefined}
            onClick={() => void start(provider.id)}
            className="inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {provider.icon}
            <span>
              <span className="sr-only">{t(LABELS[action], { provider: provider.name })}</span>
              <span aria-hidden="true">{provider.name}</span>
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
