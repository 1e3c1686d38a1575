import { randomUUID } from 'node:crypto';
import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import type { Mailbox } from '../mailbox/mailbox.js';
import { linksIn } from './links.js';

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const MAX_RECIPIENTS = 50;

/** Resend's error body: the HTTP status, a message and an error name. */
function resendError(statusCode: number, name: string, message: string): EmuResponse {
  return json(statusCode, { statusCode, message, name });
}

/** `a@b.c` or `Name <a@b.c>`: the bare address, or null. */
function addressOf(value: string): string | null {
  const named = /^[^<>]*<([^<>]+)>\s*$/.exec(value.trim());
  const address = (named ? named[1] : value)?.trim() ?? '';
  return ADDRESS.test(address) ? address : null;
}

function recipients(value: unknown): string[] | null {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : null;
  if (!list || list.length === 0 || !list.every((item): item is string => typeof item === 'string')) return null;
  return list;
}

/**
 * Resend's `POST /emails` (JSON `from`, `to` (one or a list), `subject`, `html` and/or `text`; a
 * Bearer API key): each recipient's copy lands in the local mailbox as `email`, and the answer is
 * Resend's `{ id }`.
 */
export function sendResendEmail(request: EmuRequest, mailbox: Mailbox): EmuResponse {
  if (!/^Bearer\s+\S+/i.test(request.headers.authorization ?? '')) {
    return resendError(
      401,
      'missing_api_key',
      "Missing API key in the authorization header. Include the following header 'Authorization: Bearer YOUR_API_KEY' in the request.",
    );
  }
  let payload: unknown;
  try {
    payload = JSON.parse(request.body.toString('utf8'));
  } catch {
    return resendError(422, 'validation_error', 'The request body must be a JSON object.');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return resendError(422, 'validation_error', 'The request body must be a JSON object.');
  }
  const fields = payload as Record<string, unknown>;
  for (const field of ['from', 'to', 'subject']) {
    if (fields[field] === undefined || fields[field] === null || fields[field] === '') {
      return resendError(422, 'missing_required_field', `Missing \`${field}\` field.`);
    }
  }
  const from = typeof fields.from === 'string' ? fields.from : '';
  if (!addressOf(from)) {
    return resendError(
      422,
      'validation_error',
      'Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
    );
  }
  const to = recipients(fields.to);
  const addresses = to?.map(addressOf) ?? [];
  if (!to || addresses.some((address) => address === null)) {
    return resendError(
      422,
      'validation_error',
      'Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.',
    );
  }
  if (to.length > MAX_RECIPIENTS) {
    return resendError(422, 'validation_error', `Too many recipients: at most ${String(MAX_RECIPIENTS)} are allowed.`);
  }
  if (typeof fields.subject !== 'string')
    return resendError(422, 'validation_error', 'The `subject` field must be a string.');
  const html = fields.html ?? '';
  const text = fields.text ?? '';
  if (typeof html !== 'string' || typeof text !== 'string') {
    return resendError(422, 'validation_error', 'The `html` and `text` fields must be strings.');
  }
  if (html === '' && text === '') return resendError(422, 'validation_error', 'Missing `html` or `text` field.');
  const links = linksIn(text, html);
  for (const address of addresses) {
    if (address) mailbox.send({ channel: 'email', to: address, from, subject: fields.subject, html, text, links });
  }
  return json(200, { id: randomUUID() });
}
