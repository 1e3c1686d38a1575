import { randomUUID } from 'node:crypto';

/** How a captured message was sent: auth mail and the e-mail API stand-in, or the SMS / WhatsApp stand-ins. */
export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export interface MailMessage {
  id: string;
  channel: MessageChannel;
  /** An e-mail address, or a phone number as +digits (E.164) for SMS and WhatsApp. */
  to: string;
  /** The sender as the request named it; null for the auth service's own mail. */
  from: string | null;
  subject: string;
  html: string;
  text: string;
  /** Links in the message, for tests and the mailbox page. */
  links: string[];
  sentAt: string;
}

export type NewMail = Omit<MailMessage, 'id' | 'sentAt' | 'channel' | 'from'> & {
  channel?: MessageChannel;
  from?: string | null;
};

/** A phone number as +digits, or null when `value` is not one (an e-mail address). */
export function phoneKey(value: string): string | null {
  const compact = value.replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(compact) ? `+${compact.replace(/^\+/, '')}` : null;
}

/**
 * What the local backend "sent": auth mail, and the messages of the e-mail, SMS and WhatsApp API
 * stand-ins; the mailbox page (port 54324) shows them. Kept in memory.
 */
export class Mailbox {
  private readonly messages: MailMessage[] = [];
  private readonly limit: number;

  constructor(limit = 500) {
    this.limit = limit;
  }

  send(mail: NewMail): MailMessage {
    const message: MailMessage = {
      ...mail,
      channel: mail.channel ?? 'email',
      from: mail.from ?? null,
      id: randomUUID(),
      sentAt: new Date().toISOString(),
    };
    this.messages.unshift(message);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return message;
  }

  /** Newest first; optionally only messages to one address (case-insensitive) or phone number (any spacing). */
  list(to?: string): MailMessage[] {
    if (!to) return [...this.messages];
    const phone = phoneKey(to);
    if (phone) return this.messages.filter((m) => m.channel !== 'email' && m.to === phone);
    const wanted = to.toLowerCase();
    return this.messages.filter((m) => m.to.toLowerCase() === wanted);
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  clear(): void {
    this.messages.length = 0;
  }
}
