import { describe, expect, it } from 'vitest';
import { Mailbox, phoneKey } from '../../src/mailbox/mailbox.js';
import { linksIn } from '../../src/messaging/links.js';

describe('phone numbers in the mailbox', () => {
  it('reads a phone number whatever its spacing, and nothing else', () => {
    expect(phoneKey('+91 98765-43210')).toBe('+919876543210');
    expect(phoneKey('919876543210')).toBe('+919876543210');
    expect(phoneKey(' 919876543210')).toBe('+919876543210');
    expect(phoneKey('(+91) 98765 43210')).toBe('+919876543210');
    expect(phoneKey('asha@example.test')).toBeNull();
    expect(phoneKey('+91')).toBeNull();
    expect(phoneKey('+1234567890123456')).toBeNull();
  });

  it('lists the messages to one phone or address, newest first, each with its channel', () => {
    const mailbox = new Mailbox();
    const base = { subject: '', html: '', links: [] };
    mailbox.send({ ...base, to: 'Asha@example.test', subject: 'Confirm', text: 'mail' });
    mailbox.send({ ...base, channel: 'sms', to: '+919876543210', from: 'MISTRI', text: 'sms' });
    mailbox.send({ ...base, channel: 'whatsapp', to: '+919876543210', text: 'wa' });
    expect(mailbox.list('+91 98765 43210').map((m) => [m.channel, m.text])).toEqual([
      ['whatsapp', 'wa'],
      ['sms', 'sms'],
    ]);
    expect(mailbox.list('asha@EXAMPLE.test')).toMatchObject([{ channel: 'email', from: null, text: 'mail' }]);
    expect(mailbox.list()).toHaveLength(3);
  });
});

describe('links of a message', () => {
  it('takes href values and bare URLs once each, without trailing punctuation', () => {
    expect(
      linksIn(
        'Open https://mistri.test/requests/7. Or http://127.0.0.1:5173/chat?x=1&y=2, now',
        '<a href="https://mistri.test/requests/7">x</a><a href="mailto:a@b.c">m</a><a href=\'https://a.test/?a=1&amp;b=2\'>y</a>',
      ),
    ).toEqual(['https://mistri.test/requests/7', 'https://a.test/?a=1&b=2', 'http://127.0.0.1:5173/chat?x=1&y=2']);
  });
});
