/** Hosts of the browsers' push services (Chrome/Edge via FCM, Firefox, Windows, Safari). */
const PUSH_SERVICE_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
]);
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com', '.push.services.mozilla.com'];
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Why the notify function may not post to `endpoint`, or null when it may: https to a known push
 * service on its default port, or (only in local development) this machine. Anything else, a
 * private network address above all, is refused, so a subscription cannot make the function
 * call into networks it can reach.
 */
export function pushEndpointRefusal(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'push endpoint is not a URL';
  }
  if (url.username || url.password) return 'push endpoint has credentials';
  const host = url.hostname.toLowerCase();
  if (LOOPBACK_HOSTS.has(host)) {
    if (!allowLoopback) return 'push endpoint on loopback outside local development';
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'push endpoint is not http(s)';
  }
  if (url.protocol !== 'https:') return 'push endpoint is not https';
  if (url.port !== '') return 'push endpoint names a port';
  const known = PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return known ? null : `push endpoint host ${host} is not a known push service`;
}
