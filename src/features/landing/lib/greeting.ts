import { t } from '../../../lib/i18n';
/** The greeting for a local hour (0-23): before 12 morning, 12 to 16 afternoon, from 17 evening. */
export function getGreeting(hour: number): string {
  if (hour < 12) return t('landing.greeting.morning');
  if (hour < 17) return t('landing.greeting.afternoon');
  return t('landing.greeting.evening');
}
