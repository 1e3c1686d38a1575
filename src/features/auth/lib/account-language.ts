import type { User } from '@supabase/supabase-js';
import { currentLocale, subscribeLocale } from '../../../lib/i18n';
import { supabase } from '../../../lib/supabase';

let following = false;
let signedInId: string | null = null;

async function saveLocale(): Promise<void> {
  const locale = currentLocale();
  const { error } = await supabase.auth.updateUser({ data: { locale } });
  if (error) console.error('[mistri] The account language could not be saved', error);
}

/**
 * Keeps the account's language (user_metadata.locale) the one the person reads the app in, so the
 * mails the backend sends them (a password reset asked for while signed out, too) speak it: the
 * mail templates choose their words by `.Data.locale`.
 */
export function followAccountLanguage(user: User | null): void {
  signedInId = user?.id ?? null;
  if (!following) {
    following = true;
    subscribeLocale(() => {
      if (signedInId) void saveLocale();
    });
  }
  if (user && user.user_metadata.locale !== currentLocale()) void saveLocale();
}
