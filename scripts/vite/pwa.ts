import { VitePWA } from 'vite-plugin-pwa';
import { API_READS_CACHE, PICTURES_CACHE } from '../../src/config/offline-caches.js';

const BRAND = '#c2410c';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The installable app: manifest, precached shell and route chunks, visited API reads and profile
 * pictures kept for offline use, and a service worker that waits for "Reload" to update.
 */
export function pwa(supabaseUrl: string) {
  const api = escapeRegExp(supabaseUrl.replace(/\/$/, ''));
  // Workbox copies these options into the service worker as source: patterns, not closures.
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['images/*.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'Mistri: electricians and plumbers near you',
      short_name: 'Mistri',
      description: 'Find reliable electricians and plumbers near you, send a request and chat once they accept.',
      lang: 'en-IN',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: BRAND,
      background_color: '#ffffff',
      categories: ['lifestyle', 'utilities'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Nearby providers',
          short_name: 'Nearby',
          url: '/nearby-providers',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'Messages',
          short_name: 'Messages',
          url: '/messages',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Prerendered pages are precached under their own addresses; every other one gets the bare app.
      navigateFallback: '/shell.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      // Push messages from the notify function, and taps on system notifications
      // (src/features/notifications/lib/system-notification.ts).
      importScripts: ['/sw-notification-click.js'],
      runtimeCaching: [
        {
          urlPattern: new RegExp(`^${api}/storage/v1/object/`),
          handler: 'StaleWhileRevalidate',
          options: {
            // Kept under the whole signed URL, token included: a picture is only ever served to
            // whoever was given its token, never by its path alone.
            cacheName: PICTURES_CACHE,
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
        {
          urlPattern: new RegExp(`^${api}/rest/v1/`),
          handler: 'NetworkFirst',
          options: {
            cacheName: API_READS_CACHE,
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            // Keyed by user as well as address (the JWT's subject; "anon" without one): one person's
            // saved reads never answer another's, even before the sign-out clearing has run.
            plugins: [
              {
                cacheKeyWillBeUsed: async ({ request }) => {
                  let user = 'anon';
                  try {
                    const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');
                    const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
                    const claims = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '='))) as {
                      sub?: unknown;
                    };
                    if (typeof claims.sub === 'string' && claims.sub !== '') user = claims.sub;
                  } catch {
                    user = 'anon';
                  }
                  const url = new URL(request.url);
                  url.searchParams.set('mistri-cache-user', user);
                  return Promise.resolve(url.href);
                },
              },
            ],
          },
        },
      ],
    },
  });
}
