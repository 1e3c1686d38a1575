/** What a push subscription row holds: the push service's address and the browser's keys. */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** base64url (RFC 4648 §5, padding optional), as VAPID keys and subscription keys are written. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) throw new Error('Not base64url');
  const base64 = text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function bytesToBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The row to store for a browser subscription; null when the browser gave no keys (no payloads possible). */
export function subscriptionKeys(subscription: PushSubscription): PushSubscriptionKeys | null {
  const p256dh = subscription.getKey('p256dh');
  const auth = subscription.getKey('auth');
  if (!p256dh || !auth) return null;
  return { endpoint: subscription.endpoint, p256dh: bytesToBase64Url(p256dh), auth: bytesToBase64Url(auth) };
}

/** Whether this browser can take push messages at all (service workers, the Push API, notifications). */
export function pushApiPresent(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The app's service worker registration, if one is installed (none in development or when blocked). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushApiPresent()) return null;
  try {
    return (await navigator.serviceWorker.getRegistration()) ?? null;
  } catch {
    return null;
  }
}

/** This device's current push subscription, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await serviceWorkerRegistration();
  if (!registration) return null;
  return registration.pushManager.getSubscription();
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a) return false;
  const view = new Uint8Array(a);
  return view.length === b.length && view.every((byte, index) => byte === b[index]);
}

/**
 * Subscribes this device with the server's VAPID public key, reusing a subscription made with the
 * same key; one made with another key (the server's keys changed) is replaced.
 */
export async function subscribePush(
  registration: ServiceWorkerRegistration,
  publicKey: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<PushSubscription> {
  const key = base64UrlToBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing) {
    if (!fresh && sameBytes(existing.options.applicationServerKey, key)) return existing;
    await existing.unsubscribe();
  }
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** Ends this device's push subscription in the browser; the address it had is returned (null if none). */
export async function unsubscribePush(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
