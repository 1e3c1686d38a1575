import type { VapidKeys } from './web-push.ts';

/** Where each messaging API is and how to authenticate to it; null when not configured. */
export interface Settings {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The app's public address; links in SMS, WhatsApp and e-mail start with it. */
  siteUrl: string;
  webhookSecret: string | null;
  /** Local development: loopback push endpoints allowed, messaging defaults to the local stand-ins. */
  local: boolean;
  vapid: VapidKeys | null;
  sms: { baseUrl: string; accountSid: string; authToken: string; from: string } | null;
  whatsapp: { baseUrl: string; phoneNumberId: string; token: string } | null;
  email: { baseUrl: string; apiKey: string; from: string } | null;
}

type Env = (name: string) => string | undefined;

/** Reads the function's secrets (see docs/hosted-supabase.md for each name). */
export function readSettings(env: Env): Settings {
  const get = (name: string): string | undefined => {
    const value = env(name)?.trim();
    return value ? value : undefined;
  };
  const local = get('LOCAL_DEVELOPMENT') === 'true';
  const supabaseUrl = (get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
  // Locally every messaging API defaults to the backend's stand-in and any credentials.
  const localValue = (value: string): string | undefined => (local ? value : undefined);
  const base = (name: string, path: string, hosted: string): string =>
    (get(name) ?? (local ? `${supabaseUrl}/messaging/${path}` : hosted)).replace(/\/+$/, '');

  const vapidPublic = get('VAPID_PUBLIC_KEY');
  const vapidPrivate = get('VAPID_PRIVATE_KEY');
  const smsSid = get('TWILIO_ACCOUNT_SID') ?? localValue('AClocal');
  const smsToken = get('TWILIO_AUTH_TOKEN') ?? localValue('local');
  const smsFrom = get('TWILIO_FROM') ?? localValue('+15005550006');
  const waNumber = get('WHATSAPP_PHONE_NUMBER_ID') ?? localValue('100000000000000');
  const waToken = get('WHATSAPP_TOKEN') ?? localValue('local');
  const emailKey = get('EMAIL_API_KEY') ?? localValue('local');
  const emailFrom = get('EMAIL_FROM') ?? localValue('Mistri <notifications@mistri.test>');

  return {
    supabaseUrl,
    serviceRoleKey: get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    siteUrl: (get('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
    webhookSecret: get('NOTIFY_WEBHOOK_SECRET') ?? null,
    local,
    vapid:
      vapidPublic && vapidPrivate
        ? {
            publicKey: vapidPublic,
            privateKey: vapidPrivate,
            subject: get('VAPID_SUBJECT') ?? 'mailto:support@mistri.app',
          }
        : null,
    sms:
      smsSid && smsToken && smsFrom
        ? {
            baseUrl: base('TWILIO_API_URL', 'twilio', 'https://api.twilio.com'),
            accountSid: smsSid,
            authToken: smsToken,
            from: smsFrom,
          }
        : null,
    whatsapp:
      waNumber && waToken
        ? {
            baseUrl: base('WHATSAPP_API_URL', 'whatsapp', 'https://graph.facebook.com'),
            phoneNumberId: waNumber,
            token: waToken,
          }
        : null,
    email:
      emailKey && emailFrom
        ? { baseUrl: base('EMAIL_API_URL', 'email', 'https://api.resend.com'), apiKey: emailKey, from: emailFrom }
        : null,
  };
}
