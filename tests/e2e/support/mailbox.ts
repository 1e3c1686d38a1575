import { expect } from '@playwright/test';
import { E2E } from './e2e-env.js';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** Mail the backend has sent (to one address), newest first, from the mailbox's JSON API. */
export async function listMail(to?: string): Promise<Mail[]> {
  const query = to ? `?${new URLSearchParams({ to }).toString()}` : '';
  const response = await fetch(`${E2E.mailboxUrl}/api/messages${query}`);
  if (!response.ok) throw new Error(`mailbox answered ${String(response.status)}`);
  return (await response.json()) as Mail[];
}

/** Waits for the newest mail to `to` (optionally whose subject matches) and returns it. */
export async function waitForMail(to: string, subject?: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mail = await listMail(to);
        found = mail.find(
          (message) => message.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(message.subject)),
        );
        return found !== undefined;
      },
      { message: `mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no mail to ${to}`);
  return found;
}
