import { confirmationRedirect, safeNextPath, withNext } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNextPath('/chat?with=3')).toBe('/chat?with=3');
    expect(safeNextPath('/nearby-providers')).toBe('/nearby-providers');
  });

  it('refuses other sites, odd forms and the sign-in pages themselves', () => {
    for (const raw of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      '/signin',
      '/signup?next=/x',
      '/signup/confirmed',
    ]) {
      expect(safeNextPath(raw)).toBe('/');
    }
    expect(safeNextPath('//evil.test', '/dashboard')).toBe('/dashboard');
  });
});

describe('withNext', () => {
  it('adds the place to come back to, and nothing for Home', () => {
    expect(withNext('/signin', '/chat?with=3')).toBe('/signin?next=%2Fchat%3Fwith%3D3');
    expect(withNext('/signin', '/')).toBe('/signin');
    expect(withNext('/signup', 'https://evil.test')).toBe('/signup');
  });
});

describe('confirmationRedirect', () => {
  it('sends the e-mail link to the confirmation page, which goes on to the place', () => {
    expect(confirmationRedirect('http://127.0.0.1:5173', '/dashboard')).toBe(
      'http://127.0.0.1:5173/signup/confirmed?next=%2Fdashboard',
    );
    expect(confirmationRedirect('http://127.0.0.1:5173', '/')).toBe('http://127.0.0.1:5173/signup/confirmed');
  });
});
