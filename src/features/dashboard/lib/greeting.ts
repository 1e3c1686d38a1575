import { t } from '../../../lib/i18n';

/** An account this young is greeted as new ("Welcome to Mistri"), not as returning ("Welcome back"). */
const NEW_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The provider's greeting. The name stands before "!" rather than a full stop, so a name that ends
 * in an initial ("Rajan P. K.") never gets a second full stop.
 */
export function providerGreeting(name: string, createdAt: string | undefined, now: number = Date.now()): string {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  const isNew = Number.isFinite(created) && now - created < NEW_FOR_MS;
  const trimmed = name.trim();
  if (isNew)
    return trimmed ? t('dashboard.greeting.welcomeNewNamed', { name: trimmed }) : t('dashboard.greeting.welcomeNew');
  return trimmed ? t('dashboard.greeting.welcomeBackNamed', { name: trimmed }) : t('dashboard.greeting.welcomeBack');
}
