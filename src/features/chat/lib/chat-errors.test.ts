import { notAcceptedMessage, sendErrorMessage } from './chat-errors';

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

  it('says when the network is down and otherwise gives a general message', () => {
    expect(sendErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/offline/);
    expect(sendErrorMessage({ message: 'boom', code: 'XX000' })).toBe(
      'Your message could not be sent. Please try again.',
    );
  });
});
