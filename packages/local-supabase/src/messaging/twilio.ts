import { randomBytes } from 'node:crypto';
import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import { phoneKey, type Mailbox } from '../mailbox/mailbox.js';
import { linksIn } from './links.js';

const MAX_BODY = 1600;

/** Twilio's error body: its numeric code, a message, the docs link and the HTTP status. */
function twilioError(status: number, code: number, message: string): EmuResponse {
  return json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${String(code)}`, status });
}

function basicAuthUser(header: string | undefined): string | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] ?? '', 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return decoded.slice(0, colon);
}

function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

/**
 * Twilio's Programmable Messaging `POST /2010-04-01/Accounts/{AccountSid}/Messages.json` (form
 * fields To, From or MessagingServiceSid, Body; HTTP Basic auth with any SID and token): the message
 * lands in the local mailbox as `sms`, and the answer is Twilio's 201 with status `queued`.
 */
export function sendTwilioMessage(request: EmuRequest, accountSid: string, mailbox: Mailbox): EmuResponse {
  if (!basicAuthUser(request.headers.authorization)) return twilioError(401, 20003, 'Authenticate');
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return twilioError(400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
  }
  const form = new URLSearchParams(request.body.toString('utf8'));
  const to = form.get('To')?.trim() ?? '';
  const from = form.get('From')?.trim() ?? '';
  const serviceSid = form.get('MessagingServiceSid')?.trim() ?? '';
  const body = form.get('Body') ?? '';
  if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
  const phone = phoneKey(to.replace(/^whatsapp:/, ''));
  if (!phone) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
  if (!from && !serviceSid) return twilioError(400, 21603, "A 'From' phone number is required.");
  if (from && !phoneKey(from) && !/^[A-Za-z0-9 ]{1,11}$/.test(from)) {
    return twilioError(400, 21212, `Invalid From Number (caller ID): ${from}`);
  }
  if (body.trim() === '') return twilioError(400, 21602, 'Message body is required.');
  if (body.length > MAX_BODY) {
    return twilioError(400, 21617, `The concatenated message body exceeds the ${String(MAX_BODY)} character limit.`);
  }
  mailbox.send({
    channel: 'sms',
    to: phone,
    from: from || serviceSid,
    subject: '',
    html: '',
    text: body,
    links: linksIn(body),
  });
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const now = rfc2822(new Date());
  const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}`;
  return json(201, {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: from || null,
    messaging_service_sid: serviceSid || null,
    num_media: '0',
    num_segments: String(Math.max(1, Math.ceil(body.length / 153))),
    price: null,
    price_unit: 'USD',
    sid,
    status: 'queued',
    subresource_uris: { media: `${uri}/Media.json` },
    to: phone,
    uri: `${uri}.json`,
  });
}
