import {
  fieldOfConstraint,
  formatIndianPhone,
  nameFits,
  NAME_MAX_CODE_POINTS,
  normalizeIndianPhone,
  visibleLength,
} from './field-rules';

describe('visible length', () => {
  it('counts what a person sees, not code points or UTF-16 units', () => {
    expect(visibleLength('ബാലസുബ്രഹ്മണ്യൻ')).toBeLessThan(Array.from('ബാലസുബ്രഹ്മണ്യൻ').length);
    expect(visibleLength('किरण')).toBe(3);
    expect(visibleLength('👩🏽‍🔧')).toBe(1);
    expect(visibleLength('Asha')).toBe(4);
  });

  it('a name fits up to 50 visible characters and the database bound of code points', () => {
    expect(nameFits('ക്ഷ'.repeat(50))).toBe(true);
    expect(nameFits('a'.repeat(51))).toBe(false);
    // 50 visible characters built from more code points than the database allows.
    expect(nameFits(`a${'\u0301'.repeat(NAME_MAX_CODE_POINTS)}`)).toBe(false);
  });
});

describe('Indian phone numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['+9198765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['(+91) 98765.43210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['+91 0 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['', ''],
    ['+91 ', ''],
  ])('%s is stored as "%s"', (typed, stored) => {
    expect(normalizeIndianPhone(typed)).toBe(stored);
  });

  it.each(['98765', '98765 4321', '+44 7700 900123', '98765O43210', '+91 98765 432100', '+9198765432'])(
    '%s is refused',
    (typed) => {
      expect(normalizeIndianPhone(typed)).toBeNull();
    },
  );

  it('is shown grouped as people write it', () => {
    expect(formatIndianPhone('+919876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('')).toBe('');
  });
});

describe('refused rows become form messages', () => {
  it.each([
    ['users_first_name_length', 'firstName'],
    ['service-providers_last_name_length', 'lastName'],
    ['users_phonenumber_format', 'phone'],
    ['users_email_check', 'email'],
    ['service-providers_job_check', 'job'],
  ])('%s belongs to %s', (constraint, field) => {
    const error = { code: '23514', message: `new row for relation "users" violates check constraint "${constraint}"` };
    expect(fieldOfConstraint(error)?.field).toBe(field);
    expect(fieldOfConstraint(error)?.messageKey).toMatch(/^validation\./);
  });

  it('leaves other failures alone', () => {
    expect(fieldOfConstraint({ message: 'Failed to fetch' })).toBeNull();
  });
});
