import {
  codeErrorMessage,
  groupSecret,
  needsSecondFactor,
  nextAppName,
  qrImageSource,
  totpCodeSchema,
} from './second-factor';

describe('needsSecondFactor', () => {
  it('is true only for a one-step session of an account with a verified second step', () => {
    expect(needsSecondFactor({ current: 'aal1', next: 'aal2' })).toBe(true);
    expect(needsSecondFactor({ current: 'aal1', next: 'aal1' })).toBe(false);
    expect(needsSecondFactor({ current: 'aal2', next: 'aal2' })).toBe(false);
    expect(needsSecondFactor({ current: null, next: null })).toBe(false);
  });
});

describe('nextAppName', () => {
  it('takes the first number the account does not use yet', () => {
    expect(nextAppName([])).toBe('Authenticator app 1');
    expect(nextAppName([{ name: 'Authenticator app 1' }, { name: 'Work phone' }])).toBe('Authenticator app 2');
    expect(nextAppName([{ name: 'Authenticator app 2' }])).toBe('Authenticator app 1');
  });
});

describe('totpCodeSchema', () => {
  const check = (code: string) =>
    totpCodeSchema.validate({ code }).then(
      (value) => value.code,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );

  it('accepts six digits, also typed with spaces', async () => {
    expect(await check('123456')).toBe('123456');
    expect(await check(' 123 456 ')).toBe('123456');
  });

  it('asks for a missing code and refuses any other length or letters', async () => {
    expect(await check('')).toBe('Enter the 6-digit code');
    expect(await check('12345')).toBe('The code is 6 digits');
    expect(await check('1234567')).toBe('The code is 6 digits');
    expect(await check('12345a')).toBe('The code is 6 digits');
  });
});

describe('codeErrorMessage', () => {
  it('names a wrong and an expired code, and leaves other refusals to the form', () => {
    expect(codeErrorMessage('mfa_verification_failed')).toBe('That code is not right. Check the app and try again.');
    expect(codeErrorMessage('mfa_challenge_expired')).toBe('That code has expired. Enter the new code from your app.');
    expect(codeErrorMessage('insufficient_aal')).toBeNull();
    expect(codeErrorMessage(undefined)).toBeNull();
  });
});

describe('qrImageSource', () => {
  it('escapes raw SVG markup so its "#" colours stay in the address', () => {
    const source = qrImageSource('data:image/svg+xml;utf-8,<svg><path fill="#ffffff"/></svg>');
    expect(source).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg><path fill="#ffffff"/></svg>')}`);
    expect(source).not.toContain('#');
  });

  it('leaves an address that is already escaped or not SVG alone', () => {
    const escaped = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E';
    expect(qrImageSource(escaped)).toBe(escaped);
    expect(qrImageSource('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('groupSecret', () => {
  it('groups the key by four', () => {
    expect(groupSecret('ABCDEFGHIJKLMNOPQR')).toBe('ABCD EFGH IJKL MNOP QR');
    expect(groupSecret('ABCD')).toBe('ABCD');
  });
});
