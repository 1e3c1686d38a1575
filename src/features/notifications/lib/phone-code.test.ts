import { codeDigits, phoneCodeError } from './phone-code';

describe('the phone-code function’s refusals', () => {
  it('become messages the person can act on, keeping the key', () => {
    expect(phoneCodeError(400, { error: 'wrong_code' })).toEqual({
      message: 'That code is not right. Check the SMS and try again.',
      code: 'wrong_code',
      status: 400,
    });
    expect(phoneCodeError(400, { error: 'expired' })?.message).toBe('That code has expired. Send a new code.');
    expect(phoneCodeError(400, { error: 'too_many_tries' })?.message).toBe('Too many wrong codes. Send a new code.');
  });

  it('read any 429 as the wait between two codes', () => {
    expect(phoneCodeError(429, { error: 'whatever' })).toMatchObject({
      code: 'code_sent_recently',
      message: 'A code was sent less than a minute ago. Wait a moment before asking for another.',
    });
    expect(phoneCodeError(429, null)?.code).toBe('code_sent_recently');
    expect(phoneCodeError(502, { error: 'sms_failed' })?.message).toBe('The SMS could not be sent. Please try again.');
  });

  it('word an unknown refusal plainly, and leave answers without a key alone', () => {
    expect(phoneCodeError(400, { error: 'something_new' })).toMatchObject({
      code: 'something_new',
      message: 'The number could not be verified. Please try again.',
    });
    expect(phoneCodeError(500, { message: 'boom' })).toBeNull();
    expect(phoneCodeError(400, 'text')).toBeNull();
  });

  it('take the digits of a typed or pasted code', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});
