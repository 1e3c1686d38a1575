import { notAcceptedMessage, photoUploadErrorMessage, sendErrorMessage } from './chat-errors';

describe('sendErrorMessage', () => {
  it('explains a refused send on a connection that is not accepted', () => {
    expect(sendErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toBe(
      notAcceptedMessage(),
    );
    expect(notAcceptedMessage()).toBe('This chat opens once the provider accepts your request.');
  });

  it('explains the length limit', () => {
    expect(sendErrorMessage({ code: '23514', message: 'violates check constraint' })).toMatch(/2000 characters/);
  });

  it('explains refused photos apart from the length limit', () => {
    expect(
      sendErrorMessage({
        code: '23514',
        message: 'new row for relation "chat_messages" violates check constraint "chat_messages_photos_valid"',
      }),
    ).toMatch(/up to 5 photos/);
    expect(
      sendErrorMessage({ code: '23514', message: 'Chat photos must be uploaded before the message that shows them' }),
    ).toMatch(/up to 5 photos/);
  });

  it('says when the network is down and otherwise gives a general message', () => {
    expect(sendErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/offline/);
    expect(sendErrorMessage({ message: 'boom', code: 'XX000' })).toBe(
      'Your message could not be sent. Please try again.',
    );
  });
});

describe('photoUploadErrorMessage', () => {
  it('tells a photo too large, not a photo, a closed chat and a dead network apart', () => {
    expect(photoUploadErrorMessage({ status: 413, message: 'The object exceeded the maximum allowed size' })).toMatch(
      /too large/,
    );
    expect(photoUploadErrorMessage({ status: 415, message: 'mime type image/gif is not supported' })).toMatch(
      /not a photo/,
    );
    expect(photoUploadErrorMessage({ status: 403, message: 'new row violates row-level security policy' })).toBe(
      notAcceptedMessage(),
    );
    expect(photoUploadErrorMessage({ message: 'Failed to fetch' })).toMatch(/offline/);
    expect(photoUploadErrorMessage({ status: 500, message: 'boom' })).toBe(
      'A photo could not be uploaded. Please try again.',
    );
  });
});
