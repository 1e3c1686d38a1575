import type { MailMessage } from './mailbox.js';

/**
 * The mail a running backend's mailbox holds, newest first (optionally only to one address), read
 * from the mailbox's JSON API: for tests that run the backend in another process.
 */
export async function listMail(mailboxUrl: string, to?: string): Promise<MailMessage[]> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  const response = await fetch(`${mailboxUrl}/api/messages${query}`);
  if (!response.ok) throw new Error(`the mailbox answered ${String(response.status)}`);
  return (await response.json()) as MailMessage[];
}
