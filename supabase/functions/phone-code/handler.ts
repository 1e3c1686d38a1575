import { CORS_HEADERS, json, readJsonObject } from '../_shared/http.ts';
import { localeOf, phoneCodeText } from '../_shared/messages.ts';
import { sendSms } from '../_shared/messaging.ts';
import { restClient } from '../_shared/rest.ts';
import type { Settings } from '../_shared/settings.ts';

const PHONE = /^\+91[6-9][0-9]{9}$/;
const CODE = /^[0-9]{6}$/;

interface Caller {
  id: string;
  locale: string | undefined;
}

/** The signed-in caller, asked of the auth server with their own token (null when it is not valid). */
async function callerOf(settings: Settings, request: Request): Promise<Caller | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization?.startsWith('Bearer ')) return null;
  const response = await fetch(`${settings.supabaseUrl}/auth/v1/user`, {
    headers: { apikey: settings.serviceRoleKey, Authorization: authorization },
  });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const user = (await response.json()) as { id?: unknown; user_metadata?: { locale?: unknown } };
  if (typeof user.id !== 'string') return null;
  const locale = user.user_metadata?.locale;
  return { id: user.id, locale: typeof locale === 'string' ? locale : undefined };
}

function sixDigits(): string {
  // Rejection sampling keeps every code equally likely.
  const values = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(values);
    const value = values[0] ?? 0;
    if (value < 4_294_000_000) return String(value % 1_000_000).padStart(6, '0');
  }
}

/**
 * `POST { action: "send", phone }` texts a 6-digit code (10 minutes, 5 tries, one per 60 s);
 * `POST { action: "verify", phone, code }` checks it and marks the phone verified. Errors are
 * `{ error: key }`: invalid_request, invalid_phone, invalid_code, code_sent_recently, sms_failed,
 * no_code, expired, too_many_tries, wrong_code.
 */
export function phoneCodeHandler(settings: Settings): (request: Request) => Promise<Response> {
  const rest = restClient(settings.supabaseUrl, settings.serviceRoleKey);
  const answer = (body: unknown, status = 200): Response => json(body, status, CORS_HEADERS);
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== 'POST') return answer({ error: 'method_not_allowed' }, 405);
    const caller = await callerOf(settings, request);
    if (!caller) return answer({ error: 'not_signed_in' }, 401);
    const body = await readJsonObject(request);
    if (!body || (body.action !== 'send' && body.action !== 'verify')) return answer({ error: 'invalid_request' }, 400);
    const phone = typeof body.phone === 'string' ? body.phone.replace(/[\s-]/g, '') : '';
    if (!PHONE.test(phone)) return answer({ error: 'invalid_phone' }, 400);
    try {
      if (body.action === 'send') {
        const code = sixDigits();
        const stored = await rest.rpc<boolean>('phone_code_store', { p_user: caller.id, p_phone: phone, p_code: code });
        if (!stored) return answer({ error: 'code_sent_recently' }, 429);
        const sent = await sendSms(settings, phone, phoneCodeText(code, localeOf(caller.locale)));
        return sent.ok ? answer({ sent: true }) : answer({ error: 'sms_failed' }, 502);
      }
      const code = typeof body.code === 'string' ? body.code.trim() : '';
      if (!CODE.test(code)) return answer({ error: 'invalid_code' }, 400);
      const result = await rest.rpc<string>('phone_code_check', { p_user: caller.id, p_phone: phone, p_code: code });
      if (result === 'verified') return answer({ verified: true });
      return answer({ error: result }, 400);
    } catch (error) {
      return answer({ error: error instanceof Error ? error.message : String(error) }, 502);
    }
  };
}
