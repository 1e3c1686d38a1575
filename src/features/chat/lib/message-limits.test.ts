import { draftState, MAX_MESSAGE_LENGTH } from './message-limits';

describe('draftState', () => {
  it('does not send blank messages', () => {
    expect(draftState('').canSend).toBe(false);
    expect(draftState('  \n ').canSend).toBe(false);
    expect(draftState('Hi').canSend).toBe(true);
  });

  it('shows the counter near the limit and blocks sending above it', () => {
    expect(draftState('a'.repeat(1799)).showCounter).toBe(false);
    const atLimit = draftState('a'.repeat(MAX_MESSAGE_LENGTH));
    expect(atLimit).toMatchObject({ showCounter: true, remaining: 0, tooLong: false, canSend: true });
    const over = draftState('a'.repeat(MAX_MESSAGE_LENGTH + 1));
    expect(over).toMatchObject({ remaining: -1, tooLong: true, canSend: false });
  });

  it('counts characters as the database does, not UTF-16 units', () => {
    expect(draftState('🔧'.repeat(MAX_MESSAGE_LENGTH)).tooLong).toBe(false);
  });
});
