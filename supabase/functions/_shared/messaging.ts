import type { Settings } from './settings.ts';

/** What one attempt on a messaging API came to. */
export type SendOutcome =
  { ok: true } | { ok: false; error: string; /** worth another attempt later (network, 429, 5xx) */ retry: boolean };

const TIMEOUT_MS = 10_000;

async function post(url: string, init: RequestInit): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, error: `network: ${error instanceof Error ? error.message : String(error)}`, retry: true };
  }
  if (response.ok) {
    await response.body?.cancel();
    return { ok: true };
  }
  const detail = (await response.text()).slice(0, 300);
  return {
    ok: false,
    error: `${response.status} ${detail}`,
    retry: response.status === 429 || response.status >= 500,
  };
}

const notConfigured = (channel: string): SendOutcome => ({
  ok: false,
  error: `${channel} is not configured`,
  retry: false,
});

/** An SMS through a Twilio-compatible API. */
export function sendSms(settings: Settings, to: string, body: string): Promise<SendOutcome> {
  const sms = settings.sms;
  if (!sms) return Promise.resolve(notConfigured('sms'));
  return post(`${sms.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`, {
    headers: {
      Authorization: `Basic ${btoa(`${sms.accountSid}:${sms.authToken}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: sms.from, Body: body }).toString(),
  });
}

/** A WhatsApp text through Meta's Cloud API. */
export function sendWhatsApp(settings: Settings, to: string, body: string): Promise<SendOutcome> {
  const whatsapp = settings.whatsapp;
  if (!whatsapp) return Promise.resolve(notConfigured('whatsapp'));
  return post(`${whatsapp.baseUrl}/v21.0/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`, {
    headers: { Authorization: `Bearer ${whatsapp.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      to,
      type: 'text',
      text: { body, preview_url: true },
    }),
  });
}

/** An e-mail through a Resend-compatible API. */
export function sendEmail(
  settings: Settings,
  to: string,
  content: { subject: string; text: string; html: string },
): Promise<SendOutcome> {
  const email = settings.email;
  if (!email) return Promise.resolve(notConfigured('email'));
  return post(`${email.baseUrl}/emails`, {
    headers: { Authorization: `Bearer ${email.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: email.from, to, ...content }),
  });
}
