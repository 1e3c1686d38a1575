import { readLinkError } from './link-error';

describe('readLinkError', () => {
  it("reads GoTrue's error fragment", () => {
    expect(
      readLinkError(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({ code: 'otp_expired', description: 'Email link is invalid or has expired' });
  });

  it('finds nothing in a session fragment or an empty one', () => {
    expect(readLinkError('#access_token=x&refresh_token=y&type=signup')).toBeNull();
    expect(readLinkError('')).toBeNull();
  });
});
