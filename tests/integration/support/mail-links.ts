import type { MailMessage } from 'local-supabase';
import type { TestBackend } from './backend.js';

/** The newest mail to `to` (optionally with this subject) in the in-process mailbox. */
export function latestMail(backend: TestBackend, to: string, subject?: string): MailMessage {
  if (!backend.mailbox) throw new Error('the mailbox belongs to the in-process backend');
  const mail = backend.mailbox.list(to).find((message) => subject === undefined || message.subject === subject);
  if (!mail) throw new Error(`no mail${subject ? ` "${subject}"` : ''} to ${to}`);
  return mail;
}

/** The token and type of a mail's /verify link. */
export function linkToken(mail: MailMessage): { token: string; type: string } {
  const link = mail.links[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  const url = new URL(link);
  return { token: url.searchParams.get('token') ?? '', type: url.searchParams.get('type') ?? '' };
}

/** The 6-digit code a mail shows. */
export function mailCode(mail: MailMessage): string {
  const code = /code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`mail "${mail.subject}" has no code`);
  return code;
}

/** POST /verify with a mail's link token (verifyOtp with token_hash), as the app's link handler does. */
export async function verifyMailLink(
  backend: TestBackend,
  mail: MailMessage,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { token, type } = linkToken(mail);
  const response = await fetch(`${backend.url}/auth/v1/verify`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ token_hash: token, type }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
