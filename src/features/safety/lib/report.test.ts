import { describe, expect, it } from 'vitest';
import { reportErrorMessage } from './report';

describe('reportErrorMessage', () => {
  it('names a repeat report, passes the daily limit through and hides other failures', () => {
    expect(reportErrorMessage({ message: 'duplicate key', code: '23505' })).toBe('You have already reported this.');
    expect(reportErrorMessage({ message: 'limit', code: 'P0001' })).toBe(
      'You have sent 10 reports today. Try again tomorrow.',
    );
    expect(reportErrorMessage({ message: 'Failed to fetch' })).toBe(
      'The report could not be sent. Check your connection and try again.',
    );
  });
});
