import * as yup from 'yup';
import { messageGetters } from '../i18n';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  fieldMessagesKeys,
  nameFits,
  normalizeIndianPhone,
  STORED_PHONE_PATTERN,
} from './field-rules';

/** The field rules' messages, read in the current language each time a form is checked. */
export const fieldMessages = messageGetters(fieldMessagesKeys);

export function firstNameRule() {
  return yup
    .string()
    .trim()
    .default('')
    .required(() => fieldMessages.firstNameRequired)
    .test(
      'first-name-length',
      () => fieldMessages.firstNameLong,
      (value) => nameFits(value),
    );
}

/** Optional: many people use one name (the database stores an empty last name as ''). */
export function lastNameRule() {
  return yup
    .string()
    .trim()
    .default('')
    .test(
      'last-name-length',
      () => fieldMessages.lastNameLong,
      (value) => nameFits(value),
    );
}

/** Accepts what people type; the value handed to submit is the stored form "+91XXXXXXXXXX". */
export function phoneRule() {
  return yup
    .string()
    .default('')
    .transform((value: string) => normalizeIndianPhone(value) ?? value.trim())
    .required(() => fieldMessages.phoneRequired)
    .matches(STORED_PHONE_PATTERN, () => fieldMessages.phoneInvalid);
}

export function emailRule(requiredMessage: () => string = () => fieldMessages.emailRequired) {
  return yup
    .string()
    .trim()
    .default('')
    .required(requiredMessage)
    .max(EMAIL_MAX, () => fieldMessages.emailLong)
    .matches(EMAIL_PATTERN, { message: () => fieldMessages.emailInvalid, excludeEmptyString: true });
}
