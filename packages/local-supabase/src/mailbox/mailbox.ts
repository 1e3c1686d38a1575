import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Links in the message, for tests and the mailbox page. */
  links: string[];
  sentAt: string;
}

export type NewMail = Omit<MailMessage, 'id' | 'sentAt'>;

/** Mail the auth service "sends"; the mailbox page (port 54324) shows it. Kept in memory. */
export class Mailbox {
  private readonly messages: MailMessage[] = [];
  private readonly limit: number;

  constructor(limit = 500) {
    this.limit = limit;
  }

  send(mail: NewMail): MailMessage {
    const message: MailMessage = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.unshift(message);
    if (this.messages.length > this.limit) this.messages.length = this.limit;
    return message;
  }

  /** Newest first; optionally only mail to one address (case-insensitive). */
  list(to?: string): MailMessage[] {
    if (!to) return [...this.messages];
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
