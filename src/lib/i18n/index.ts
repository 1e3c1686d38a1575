export {
  t,
  tp,
  messageGetters,
  setLocale,
  i18nReady,
  currentLocale,
  subscribeLocale,
  currentIntlLocale,
  loadMessages,
  loadAllMessages,
  withMessages,
  pseudoLocale,
  type MessagePart,
} from './i18n';
export type { MessageKey, MessageParams, Catalog } from './keys';
export { LOCALES, LOCALE_NAMES, INTL_LOCALE, isLocale, initialLocale, type Locale } from './locales';
export { formatNumber, formatDistance, formatDate, formatTime, formatHours, formatRelativeTime } from './format';
export { useLocale } from './use-locale';
export { LocaleRoot } from './locale-root';
export { RichMessage } from './rich-message';
