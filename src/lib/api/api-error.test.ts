import { AuthApiError } from '@supabase/supabase-js';
import { setLocale } from '../i18n';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it('tells the person when to try again after an auth rate limit', () => {
    const error = new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit');
    expect(toApiError(error)).toEqual({
      message: 'Too many attempts. Please try again in 5 minutes.',
      code: 'over_request_rate_limit',
      status: 429,
    });
  });

  it('names the hour-long wait of the e-mail limit', () => {
    const error = new AuthApiError('Email rate limit exceeded', 429, 'over_email_send_rate_limit');
    expect(toApiError(error).message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it('keeps the backend message of other errors, and falls back when there is none', () => {
    expect(toApiError({ message: 'Too many contact messages: at most 5 per hour.', code: 'PT429' }).message).toBe(
      'Too many contact messages: at most 5 per hour.',
    );
    expect(toApiError({ code: 'x' }, 'Fallback').message).toBe('Fallback');
    expect(toApiError('plain')).toEqual({ message: 'plain' });
    expect(toApiError({})).toEqual({ message: 'Something went wrong. Please try again later.' });
  });

  it("says it in the visitor's language", async () => {
    await setLocale('hi', { remember: false });
    try {
      expect(toApiError({}).message).toBe('कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
      expect(toApiError({ code: 'over_request_rate_limit' }).message).toContain('5 मिनट');
    } finally {
      await setLocale('en', { remember: false });
    }
  });
});
