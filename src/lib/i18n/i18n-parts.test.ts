import type * as I18n from './i18n';

/**
 * How the catalog parts load: each test starts a fresh i18n module (the one src/testing/setup.ts
 * filled stays as it was) and notes which English parts it downloads.
 */
const englishDownloads: string[] = [];

async function freshI18n(): Promise<typeof I18n> {
  vi.resetModules();
  for (const part of ['shell', 'landing', 'rest']) {
    vi.doMock(`./catalogs/en/${part}`, async (importOriginal) => {
      englishDownloads.push(part);
      return importOriginal();
    });
  }
  englishDownloads.length = 0;
  return import('./i18n');
}

afterEach(() => {
  vi.doUnmock('./catalogs/ml/shell');
  vi.resetModules();
});

describe('the catalog parts', () => {
  it('bring a Malayalam reader the Malayalam text of the page asked for before the first render, and no English', async () => {
    localStorage.setItem('mistri.locale', 'ml');
    const i18n = await freshI18n();
    // As main.tsx does: the route modules (with their parts) and the language load together.
    await Promise.all([i18n.loadMessages('landing'), i18n.i18nReady]);
    expect(i18n.currentLocale()).toBe('ml');
    expect(i18n.t('layout.nav.messages')).toBe('സന്ദേശങ്ങൾ');
    expect(i18n.t('landing.steps.findTitle')).toMatch(/[\u0D00-\u0D7F]/);
    expect(i18n.t('common.confirm.yes')).toMatch(/[\u0D00-\u0D7F]/);
    expect(englishDownloads).toEqual([]);
  });

  it('bring every part asked for so far in the new language when it changes, and a part asked for meanwhile', async () => {
    const i18n = await freshI18n();
    await Promise.all([i18n.i18nReady, i18n.loadMessages('landing')]);
    expect(i18n.t('layout.nav.messages')).toBe('Messages');
    expect(englishDownloads).toEqual(['shell', 'landing']);
    const switching = i18n.setLocale('hi', { remember: false });
    const restLoading = i18n.loadMessages('rest');
    await Promise.all([switching, restLoading]);
    expect(i18n.currentLocale()).toBe('hi');
    expect(i18n.t('layout.nav.messages')).toBe('संदेश');
    expect(i18n.t('landing.steps.findTitle')).toMatch(/[\u0900-\u097F]/);
    expect(i18n.t('chat.header.call', { name: 'Asha' })).toBe('Asha को कॉल करें');
  });

  it('show English when the reader’s language cannot be downloaded', async () => {
    localStorage.setItem('mistri.locale', 'ml');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    vi.doMock('./catalogs/ml/shell', () => Promise.reject(new Error('offline')));
    const i18n = await import('./i18n');
    await Promise.all([i18n.loadMessages('landing'), i18n.i18nReady]);
    expect(i18n.currentLocale()).toBe('en');
    expect(i18n.t('layout.nav.messages')).toBe('Messages');
    expect(i18n.t('landing.steps.findTitle')).toBe('Find a provider');
    expect(errors).toHaveBeenCalledWith('The language could not be loaded; showing English.', expect.any(Error));
  });
});
