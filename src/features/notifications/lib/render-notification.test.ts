import { loadAllMessages, setLocale } from '../../../lib/i18n';
import type { AppNotification, NotificationParams } from './notification';
import { notificationAge, renderNotification } from './render-notification';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const note = (kind: string, params: NotificationParams, read = false): AppNotification => ({
  id: 1,
  kind,
  params,
  link: '/requests',
  createdAt: '2026-11-22T11:51:00Z',
  read,
});

const inHours = (hours: number) => new Date(NOW + hours * 3600_000).toISOString();

beforeAll(async () => {
  await loadAllMessages();
});

afterEach(async () => {
  await setLocale('en', { remember: false });
});

describe('visit times', () => {
  it('say who proposed, confirmed or is coming, and when', async () => {
    const visit = { date: '2026-11-28', slot: 'morning' } as const;
    expect(renderNotification(note('visit_proposed', { name: 'Suresh', visit }), NOW)).toEqual({
      title: 'Suresh proposed a visit time',
      body: 'Sat, 28 Nov · Morning (8 am – 12 pm). Confirm it or propose another.',
    });
    expect(renderNotification(note('visit_agreed', { name: 'Meera', visit }), NOW).title).toBe(
      'Meera confirmed the visit time',
    );
    expect(renderNotification(note('visit_reminder', { name: 'Meera', visit }), NOW)).toEqual({
      title: 'Visit with Meera in an hour',
      body: 'Visit: Sat, 28 Nov · Morning (8 am – 12 pm).',
    });
    await setLocale('hi', { remember: false });
    expect(renderNotification(note('visit_reminder', { name: 'Meera', visit }), NOW).title).toBe(
      'Meera के साथ मुलाक़ात एक घंटे में',
    );
  });
});

describe('a notification is worded in the reader’s language', () => {
  it('words the steps of a job, asking the customer for a review once it is done', async () => {
    expect(renderNotification(note('job_marked_done', { name: 'Rajan' }), NOW)).toEqual({
      title: 'Rajan marked the job done',
      body: 'Confirm it, or say it is not done yet.',
    });
    expect(renderNotification(note('job_done', { name: 'Rajan', review: true }), NOW)).toEqual({
      title: 'The job with Rajan is done',
      body: 'How did it go? Write a review.',
    });
    expect(renderNotification(note('job_done', { name: 'Asha' }), NOW).body).toBe('');
    expect(renderNotification(note('job_disputed', {}), NOW).title).toBe('The other side says the job is not done yet');
    expect(
      renderNotification(note('job_cancelled', { name: 'Asha', reason: 'found_someone_else', preview: 'Sorry!' }), NOW),
    ).toEqual({ title: 'Asha cancelled the job', body: 'Reason: found someone else. Sorry!' });
    expect(renderNotification(note('job_cancelled', { name: 'Asha', reason: 'bogus' }), NOW).body).toBe('');
    await setLocale('hi', { remember: false });
    expect(renderNotification(note('job_done', { name: 'राजन', review: true }), NOW).title).toBe(
      'राजन के साथ काम पूरा हुआ',
    );
  });

  it('in English', () => {
    expect(renderNotification(note('request_accepted', { name: 'Rajan' }), NOW)).toEqual({
      title: 'Rajan accepted your request',
      body: 'You can chat now.',
    });
    expect(renderNotification(note('request_declined', { name: 'Rajan', reason: 'Fully booked' }), NOW)).toEqual({
      title: 'Rajan declined your request',
      body: 'Reason: Fully booked. See who else can help.',
    });
    expect(renderNotification(note('new_review', { name: 'Mini', rating: 4 }), NOW)).toEqual({
      title: 'New review from Mini',
      body: 'Rated 4 out of 5.',
    });
    expect(renderNotification(note('review_reply', { name: 'Babu', preview: 'Thank you!' }), NOW).title).toBe(
      'Babu replied to your review',
    );
    expect(renderNotification(note('new_message', { preview: 'Hi' }), NOW)).toEqual({
      title: 'New message',
      body: 'Hi',
    });
    expect(notificationAge('2026-11-22T11:51:00Z', NOW)).toBe('9 minutes ago');
  });

  it('says a chat message with photos sent a photo, or how many', () => {
    expect(renderNotification(note('new_message', { name: 'Asha', photos: 1 }), NOW)).toEqual({
      title: 'New message from Asha',
      body: 'Sent a photo',
    });
    expect(renderNotification(note('new_message', { photos: 3 }), NOW).body).toBe('Sent 3 photos');
    expect(renderNotification(note('new_message', { preview: 'This switch', photos: 2 }), NOW).body).toBe(
      '📷 Photo: This switch',
    );
  });

  it('says when a new request expires only once that is near, and not after it is read', () => {
    const fresh = renderNotification(note('new_request', { name: 'Lakshmi', expiresAt: inHours(23) }), NOW);
    expect(fresh).toEqual({ title: 'Lakshmi sent you a connection request', body: 'Accept or decline it.' });
    const soon = renderNotification(note('new_request', { name: 'Lakshmi', expiresAt: inHours(5) }), NOW);
    expect(soon.body).toBe('Answer it soon: it expires in 5 hours.');
    const read = renderNotification(note('new_request', { name: 'Lakshmi', expiresAt: inHours(5) }, true), NOW);
    expect(read.body).toBe('Accept or decline it.');
    const past = renderNotification(note('new_request', { name: 'Lakshmi', expiresAt: inHours(-1) }), NOW);
    expect(past.body).toBe('Accept or decline it.');
  });

  it('in Malayalam, with the decline reason and the time translated too', async () => {
    await setLocale('ml', { remember: false });
    expect(renderNotification(note('request_accepted', { name: 'Rajan' }), NOW).title).toBe(
      'Rajan നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചു',
    );
    const declined = renderNotification(note('request_declined', { name: 'Rajan', reason: 'Fully booked' }), NOW);
    expect(declined.body).not.toMatch(/Fully booked/);
    expect(declined.body).toMatch(/^കാരണം: .*[\u0D00-\u0D7F]/);
    expect(notificationAge('2026-11-22T11:51:00Z', NOW)).toBe('9 മിനിറ്റ് മുമ്പ്');
    const soon = renderNotification(note('new_request', { name: 'Lakshmi', expiresAt: inHours(5) }), NOW);
    expect(soon.body).toBe('വേഗം മറുപടി നൽകൂ: 5 മണിക്കൂറിൽ ഇത് കാലഹരണപ്പെടും.');
    expect(renderNotification(note('new_message', { photos: 1 }), NOW).body).toBe('ഒരു ഫോട്ടോ അയച്ചു');
    expect(renderNotification(note('new_message', { photos: 2 }), NOW).body).toBe('2 ഫോട്ടോകൾ അയച്ചു');
  });

  it('in Hindi', async () => {
    await setLocale('hi', { remember: false });
    expect(renderNotification(note('request_declined', { name: 'Rajan', reason: 'Too far' }), NOW).title).toBe(
      'Rajan ने आपका अनुरोध मना कर दिया',
    );
    expect(renderNotification(note('new_review', { name: 'Mini', rating: 5 }), NOW).body).toBe('5 में से 5 रेटिंग।');
    expect(notificationAge('2026-11-22T11:51:00Z', NOW)).toBe('9 मिनट पहले');
    expect(renderNotification(note('new_message', { photos: 1 }), NOW).body).toBe('एक फ़ोटो भेजी');
    expect(renderNotification(note('new_message', { photos: 4 }), NOW).body).toBe('4 फ़ोटो भेजीं');
  });

  it('still says something for a kind this version does not know', () => {
    expect(renderNotification(note('future_kind', {}), NOW)).toEqual({ title: 'New notification', body: '' });
  });
});
