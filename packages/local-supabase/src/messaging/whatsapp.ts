import { randomBytes } from 'node:crypto';
import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import type { Mailbox } from '../mailbox/mailbox.js';
import { linksIn } from './links.js';

const MAX_TEXT = 4096;

/** The Graph API's error body (`OAuthException`, its code, a trace id). */
function graphError(status: number, code: number, message: string, type = 'OAuthException'): EmuResponse {
  return json(status, { error: { message, type, code, fbtrace_id: randomBytes(8).toString('base64url') } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text a template message shows locally: its name and parameters (Meta fills the template in). */
function templateText(template: Record<string, unknown>): string | null {
  if (typeof template.name !== 'string' || template.name === '') return null;
  const values: string[] = [];
  const components = Array.isArray(template.components) ? template.components : [];
  for (const component of components) {
    if (!isRecord(component) || !Array.isArray(component.parameters)) continue;
    for (const parameter of component.parameters) {
      if (isRecord(parameter) && typeof parameter.text === 'string') values.push(parameter.text);
    }
  }
  return values.length > 0 ? `[template ${template.name}] ${values.join(' | ')}` : `[template ${template.name}]`;
}

/**
 * Meta's WhatsApp Cloud API `POST /{version}/{phone_number_id}/messages` (JSON with
 * `messaging_product: "whatsapp"`, `to`, `type: "text"` and `text.body`, or a `template`; a Bearer
 * token): the message lands in the local mailbox as `whatsapp`, and the answer is Meta's.
 */
export function sendWhatsAppMessage(request: EmuRequest, phoneNumberId: string, mailbox: Mailbox): EmuResponse {
  if (!/^Bearer\s+\S+/i.test(request.headers.authorization ?? '')) {
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(request.body.toString('utf8'));
  } catch {
    return graphError(400, 100, '(#100) The request body must be JSON');
  }
  if (!isRecord(payload)) return graphError(400, 100, '(#100) The request body must be a JSON object');
  if (payload.messaging_product !== 'whatsapp') {
    return graphError(400, 100, '(#100) The parameter messaging_product is required.');
  }
  const to = typeof payload.to === 'string' ? payload.to.replace(/[\s()+-]/g, '') : '';
  if (!to) return graphError(400, 100, '(#100) The parameter to is required.');
  if (!/^\d{6,15}$/.test(to)) return graphError(400, 131009, '(#131009) Parameter value is not valid');
  const type = payload.type ?? 'text';
  let text: string | null = null;
  if (type === 'text') {
    const body = isRecord(payload.text) ? payload.text.body : undefined;
    if (typeof body !== 'string' || body.trim() === '') {
      return graphError(400, 100, "(#100) The parameter text['body'] is required.");
    }
    if (body.length > MAX_TEXT)
      return graphError(400, 100, `(#100) Param text['body'] must be at most ${String(MAX_TEXT)} characters long.`);
    text = body;
  } else if (type === 'template') {
    text = isRecord(payload.template) ? templateText(payload.template) : null;
    if (text === null) return graphError(400, 100, "(#100) The parameter template['name'] is required.");
  } else {
    return graphError(400, 100, '(#100) Param type must be one of {TEXT, TEMPLATE} locally');
  }
  mailbox.send({
    channel: 'whatsapp',
    to: `+${to}`,
    from: phoneNumberId,
    subject: '',
    html: '',
    text,
    links: linksIn(text),
  });
  return json(200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: String(payload.to), wa_id: to }],
    messages: [{ id: `wamid.${randomBytes(24).toString('base64url')}` }],
  });
}
