import { expect } from '@playwright/test';
import { listMail as readMailbox, type MailMessage } from 'local-supabase';
import { E2E } from './e2e-env.js';

export type Mail = MailMessage;

/** Mail the backend has sent (to one address), newest first, from the mailbox's JSON API. */
export function listMail(to?: string): Promise<Mail[]> {
  return readMailbox(E2E.mailboxUrl, to);
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
