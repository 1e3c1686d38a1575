import { formatDistance, formatNumber, formatRelativeTime } from './format';
import { setLocale, t, tp } from './i18n';
import { localeFromLanguages } from './locales';

afterEach(async () => {
  await setLocale('en', { remember: false });
});

describe('i18n', () => {
  it('switches every message, <html lang> and the number format with the language', async () => {
    expect(t('layout.nav.messages')).toBe('Messages');
    await setLocale('ml');
    expect(document.documentElement.lang).toBe('ml-IN');
    expect(t('layout.nav.messages')).toBe('സന്ദേശങ്ങൾ');
    expect(localStorage.getItem('mistri.locale')).toBe('ml');
    await setLocale('hi');
    expect(t('layout.nav.messages')).toBe('संदेश');
    expect(t('chat.header.call', { name: 'Asha' })).toBe('Asha को कॉल करें');
  });

  it('chooses the plural form by the language rules', async () => {
    expect(tp('reviews.count', 1)).toBe('1 review');
    expect(tp('reviews.count', 1200)).toBe('1,200 reviews');
    await setLocale('hi');
    expect(tp('reviews.stars', 2)).toBe('2 सितारे');
  });

  it('formats numbers, distances and relative times for India', async () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatDistance(0.42)).toBe('420 m');
    expect(formatDistance(3.26)).toBe('3.3 km');
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-22T09:00:00Z'), now)).toBe('3 hours ago');
    await setLocale('hi');
    expect(formatRelativeTime(new Date('2026-11-22T09:00:00Z'), now)).toBe('3 घंटे पहले');
    // One abbreviation on a screen: the catalog's "कि.मी.", not ICU's "कि॰मी॰" beside it.
    expect(formatDistance(3.26)).toBe('3.3 कि.मी.');
  });

  it('follows the browser languages on a first visit', () => {
    expect(localeFromLanguages(['ml-IN', 'en-GB'])).toBe('ml');
    expect(localeFromLanguages(['fr-FR', 'hi'])).toBe('hi');
    expect(localeFromLanguages(['ta-IN'])).toBe('en');
  });
});
