import indexHtml from '../../index.html?raw';
import { SESSION_STORAGE_KEY } from '../lib/session-presence';
import { canHydrate } from './boot-mode';

// index.html's first script, run as the browser runs it before the first paint.
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

function boot({ prerendered, path = '/signin' }: { prerendered: string | null; path?: string }): string | null {
  const html = document.documentElement;
  html.removeAttribute('data-boot');
  html.classList.remove('dark');
  if (prerendered === null) html.removeAttribute('data-prerendered');
  else html.setAttribute('data-prerendered', prerendered);
  window.history.replaceState(null, '', path);
  // The inline script is the code under test: it can only run as source.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function(bootScript) as () => void;
  run();
  return html.getAttribute('data-boot');
}

describe("index.html's boot script and canHydrate", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-prerendered');
    document.documentElement.removeAttribute('data-boot');
  });

  it('lets a visitor hydrate the page prerendered for this address', () => {
    expect(boot({ prerendered: '/signin' })).toBe('hydrate');
    expect(canHydrate()).toBe(true);
  });

  it('renders afresh for a stored session, whichever the project', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"x"}');
    expect(boot({ prerendered: '/signin' })).toBe('render');
    expect(canHydrate()).toBe(false);
    localStorage.clear();
    localStorage.setItem('sb-otherproject-auth-token', '{}');
    expect(boot({ prerendered: '/signin' })).toBe('render');
  });

  it('renders afresh when a sign-in result is in the address', () => {
    expect(boot({ prerendered: '/', path: '/#access_token=abc&type=signup' })).toBe('render');
    expect(boot({ prerendered: '/', path: '/?code=abc' })).toBe('render');
  });

  it('renders afresh when the HTML was prerendered for another address (a host serving / for everything)', () => {
    expect(boot({ prerendered: '/', path: '/chat' })).toBe('render');
    expect(canHydrate()).toBe(false);
  });

  it('renders afresh in the remembered language when it is not English', () => {
    localStorage.setItem('mistri.locale', 'ml');
    expect(boot({ prerendered: '/signin' })).toBe('render');
    expect(canHydrate()).toBe(false);
    localStorage.setItem('mistri.locale', 'en');
    expect(boot({ prerendered: '/signin' })).toBe('hydrate');
    expect(canHydrate()).toBe(true);
  });

  it("follows the browser's languages on a first visit, as the app does", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['hi-IN', 'en-US']);
    expect(boot({ prerendered: '/signin' })).toBe('render');
    expect(canHydrate()).toBe(false);
    languages.mockReturnValue(['fr-FR', 'en-GB', 'hi']);
    expect(boot({ prerendered: '/signin' })).toBe('hydrate');
    expect(canHydrate()).toBe(true);
    languages.mockRestore();
  });

  it('renders afresh in the pseudo locale, asked for in the address or remembered', () => {
    expect(boot({ prerendered: '/signin', path: '/signin?pseudo=1' })).toBe('render');
    localStorage.setItem('mistri.pseudo', '1');
    expect(boot({ prerendered: '/signin' })).toBe('render');
    expect(boot({ prerendered: '/signin', path: '/signin?pseudo=0' })).toBe('hydrate');
  });

  it('leaves the bare app shell alone', () => {
    expect(boot({ prerendered: null, path: '/messages' })).toBeNull();
    expect(canHydrate()).toBe(false);
  });

  it('applies the remembered dark theme before the first paint', () => {
    localStorage.setItem('persist:root', JSON.stringify({ theme: JSON.stringify({ theme: 'dark' }) }));
    boot({ prerendered: '/signin' });
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });
});
