/**
 * The notify function's Web Push encryption (RFC 8291 aes128gcm) and VAPID signature (RFC 8292),
 * checked against an independent decryption in the local push receiver; which endpoints the
 * function may post to; the words it sends in each language; where its links lead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushReceiver, type PushReceiver } from '../../scripts/lib/push-receiver.js';
import { generateVapidKeys } from '../../scripts/lib/vapid-keys.js';
import { paths } from '../../scripts/lib/paths.js';
import { sendWebPush } from '../../supabase/functions/_shared/web-push.ts';
import { pushEndpointRefusal } from '../../supabase/functions/_shared/push-endpoint.ts';
import { wordNotification } from '../../supabase/functions/_shared/messages.ts';
import { notificationPath, type Plan } from '../../supabase/functions/notify/deliver.ts';

let receiver: PushReceiver;
const vapid = { ...generateVapidKeys(), subject: 'mailto:test@mistri.test' };
const options = { ttl: 60, urgency: 'high', timeoutMs: 5000 } as const;

beforeAll(async () => {
  receiver = await startPushReceiver();
});

afterAll(async () => {
  await receiver.close();
});

describe('web push', () => {
  it('encrypts a payload only the subscription can read, signed with the VAPID key', async () => {
    const subscription = receiver.subscribe();
    const payload = {
      title: 'नया संदेश',
      body: 'മിസ്ത്രി',
      link: '/chat/7',
      tag: 'new_message-7',
      kind: 'new_message',
      id: 3,
    };
    const response = await sendWebPush(subscription, new TextEncoder().encode(JSON.stringify(payload)), vapid, options);
    expect(response.status).toBe(201);
    const [push] = await receiver.waitFor(1, subscription);
    expect(push?.payload).toEqual(payload);
    expect(push?.vapidValid).toBe(true);
    expect(push?.vapidKey).toBe(vapid.publicKey);
    expect(push?.ttl).toBe('60');
    expect(push?.urgency).toBe('high');
    expect(receiver.failures).toEqual([]);
  });

  it('another subscription cannot decrypt it', async () => {
    const intended = receiver.subscribe();
    const other = receiver.subscribe();
    const stolen = { ...other, p256dh: intended.p256dh, auth: intended.auth };
    const response = await sendWebPush(stolen, new TextEncoder().encode('{"x":1}'), vapid, options);
    expect(response.status).toBe(400);
    expect(receiver.failures.length).toBe(1);
    expect(other.received).toEqual([]);
  });

  it('refuses endpoints off the known push services, and loopback outside local development', () => {
    expect(pushEndpointRefusal('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(pushEndpointRefusal('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBeNull();
    expect(pushEndpointRefusal('https://wns2-par02p.notify.windows.com/w/?token=x', false)).toBeNull();
    expect(pushEndpointRefusal('https://web.push.apple.com/QGx', false)).toBeNull();
    expect(pushEndpointRefusal('http://fcm.googleapis.com/fcm/send/abc', false)).toMatch(/https/);
    expect(pushEndpointRefusal('https://fcm.googleapis.com:8443/x', false)).toMatch(/port/);
    expect(pushEndpointRefusal('https://fcm.googleapis.com.evil.test/x', false)).toMatch(/not a known/);
    expect(pushEndpointRefusal('https://10.0.0.5/push', true)).toMatch(/not a known/);
    expect(pushEndpointRefusal('https://192.168.1.1/push', true)).toMatch(/not a known/);
    expect(pushEndpointRefusal('https://169.254.169.254/latest/meta-data', true)).toMatch(/not a known/);
    expect(pushEndpointRefusal('https://user:pw@fcm.googleapis.com/x', false)).toMatch(/credentials/);
    expect(pushEndpointRefusal('http://127.0.0.1:9999/push/x', false)).toMatch(/loopback/);
    expect(pushEndpointRefusal('http://127.0.0.1:9999/push/x', true)).toBeNull();
    expect(pushEndpointRefusal('not a url', true)).toMatch(/not a URL/);
  });
});

describe('words', () => {
  /** A `kinds` message of the app's catalog for `locale` (src/lib/i18n/catalogs/<locale>/notifications.ts). */
  function appMessage(locale: string, key: string): string {
    const file = readFileSync(join(paths.root, 'src', 'lib', 'i18n', 'catalogs', locale, 'notifications.ts'), 'utf8');
    const kinds = file.slice(file.indexOf('kinds: {'));
    const value = new RegExp(`\\b${key}: '([^']*)'`).exec(kinds)?.[1];
    if (value === undefined) throw new Error(`${locale} has no kinds.${key}`);
    return value;
  }

  it('are the app’s own, in each language', () => {
    for (const locale of ['en', 'ml', 'hi'] as const) {
      const app = (key: string): string => appMessage(locale, key);
      const request = wordNotification({ kind: 'new_request', params: { name: 'Anu' } }, locale);
      expect(request.title).toBe(app('newRequestTitle').replace('{{name}}', 'Anu'));
      expect(request.body).toBe(app('newRequestBody'));
      const declined = wordNotification({ kind: 'request_declined', params: { name: 'Babu' } }, locale);
      expect(declined.title).toBe(app('declinedTitle').replace('{{name}}', 'Babu'));
      expect(declined.body).toBe(app('seeWhoElseCanHelp'));
      const message = wordNotification({ kind: 'new_message', params: { preview: 'hello' } }, locale);
      expect(message).toMatchObject({ title: app('newMessageTitleNoName'), body: 'hello' });
      const photo = wordNotification({ kind: 'new_message', params: { photos: 1 } }, locale);
      expect(photo.body).toBe(app('newMessagePhotos_one'));
      const photos = wordNotification({ kind: 'new_message', params: { photos: 3 } }, locale);
      expect(photos.body).toBe(app('newMessagePhotos_other').replace('{{count}}', '3'));
      const both = wordNotification({ kind: 'new_message', params: { preview: 'hi', photos: 2 } }, locale);
      expect(both.body).toBe(app('newMessagePhotosWithText').replace('{{preview}}', 'hi'));
      expect(wordNotification({ kind: 'request_expired', params: {} }, locale).title).toBe(app('expiredTitleNoName'));
      expect(wordNotification({ kind: 'review_reply', params: { name: 'C' } }, locale).title).toBe(
        app('reviewReplyTitle').replace('{{name}}', 'C'),
      );
      for (const [kind, key] of [
        ['visit_proposed', 'visitProposed'],
        ['visit_agreed', 'visitAgreed'],
        ['visit_reminder', 'visitReminder'],
      ] as const) {
        const visit = wordNotification({ kind, params: { name: 'D', date: '2026-11-28', slot: 'evening' } }, locale);
        expect(visit.title).toBe(app(`${key}Title`).replace('{{name}}', 'D'));
        expect(visit.body).toContain('28');
        expect(visit.body.startsWith(app(`${key}Body`).split('{{time}}')[0] ?? '')).toBe(true);
      }
      const done = wordNotification({ kind: 'job_done', params: { name: 'D', review: true } }, locale);
      expect(done).toMatchObject({ title: app('jobDoneTitle').replace('{{name}}', 'D'), body: app('jobDoneReview') });
      const marked = wordNotification({ kind: 'job_marked_done', params: { name: 'E' } }, locale);
      expect(marked.title).toBe(app('jobMarkedDoneTitle').replace('{{name}}', 'E'));
      const cancelled = wordNotification(
        { kind: 'job_cancelled', params: { name: 'F', reason: 'no_show', preview: 'Waited an hour.' } },
        locale,
      );
      expect(cancelled.title).toBe(app('jobCancelledTitle').replace('{{name}}', 'F'));
      expect(cancelled.body).toBe(
        `${app('jobCancelledBecause').replace('{{reason}}', app('no_show'))} Waited an hour.`,
      );
    }
  });
});

describe('links', () => {
  const notification = (kind: string, link = '/requests'): Plan['notification'] => ({
    id: 5,
    kind,
    message_id: 12,
    params: {},
    link,
    read_at: null,
  });

  it('lead to the exact request or conversation', () => {
    expect(notificationPath(notification('new_request'))).toBe('/requests?request=12');
    expect(notificationPath(notification('new_message'))).toBe('/chat/12');
    expect(notificationPath(notification('request_accepted'))).toBe('/chat/12');
    expect(notificationPath(notification('request_declined', '/messages'))).toBe('/messages');
    expect(notificationPath(notification('review_reply', '//evil.test'))).toBe('/');
  });
});
