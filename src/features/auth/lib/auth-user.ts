import type { User } from '@supabase/supabase-js';
import { type UserDetails } from '../../../store/auth-user-slice';
import { isJob, type Job } from '../../../lib/domain/job';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', github: 'GitHub', email: 'Email' };

/** The sign-in method as people write it: "Google", "GitHub". */
export function providerName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function signInMethod(user: User): string {
  return text(user.app_metadata.provider) || 'email';
}

export function isSocialUser(user: User): boolean {
  return signInMethod(user) !== 'email';
}

/** The job from the metadata; 0 for a social sign-up that never chose one; null for a customer. */
export function jobOf(user: User): Job | 0 | null {
  const job: unknown = user.user_metadata.job;
  if (isJob(job)) return job;
  if (job === 0 || isSocialUser(user)) return 0;
  return null;
}

export function detailsOf(user: User): UserDetails {
  const metadata = user.user_metadata;
  return {
    email: user.email ?? '',
    fullName: text(metadata.full_name) || text(metadata.name),
    avatarUrl: text(metadata.avatar_url) || text(metadata.picture),
    provider: signInMethod(user),
  };
}
