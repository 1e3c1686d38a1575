import { describe, expect, it } from 'vitest';
import { isIdType, isValidLast4, normalizeLast4, verificationPaths } from './verification';

describe('ID check input', () => {
  it('keeps only 4 letters or digits, upper case', () => {
    expect(normalizeLast4(' 12 3f ')).toBe('123F');
    expect(isValidLast4(normalizeLast4('12 3f'))).toBe(true);
    expect(isValidLast4('123')).toBe(false);
    expect(isValidLast4('12345')).toBe(false);
    expect(isValidLast4('12-4')).toBe(false);
  });

  it('knows the four ID types', () => {
    expect(['aadhaar', 'pan', 'driving_licence', 'voter_id'].every(isIdType)).toBe(true);
    expect(isIdType('passport')).toBe(false);
  });

  it('puts both photos in the provider folder under one name', () => {
    const { document, selfie } = verificationPaths('0b1c2d3e-0000-4000-8000-000000000001');
    expect(document).toMatch(/^0b1c2d3e-0000-4000-8000-000000000001\/[0-9a-f-]{36}-document\.jpg$/);
    expect(selfie).toBe(document.replace('-document.jpg', '-selfie.jpg'));
  });
});
