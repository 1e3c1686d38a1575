import { utf8 } from '../_shared/base64url.ts';
export { sendWebPush } from '../_shared/web-push.ts';

/** What the service worker receives, after decryption (JSON). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path to open, e.g. `/chat/12`. */
  link: string;
  /** Same tag, same notification on the device: a newer one replaces it. */
  tag: string;
  kind: string;
  /** The notification's id. */
  id: number;
}

export function utf8Payload(payload: PushPayload): Uint8Array {
  return utf8(JSON.stringify(payload));
}
