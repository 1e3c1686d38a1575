import * as yup from 'yup';
import { fieldMessagesKeys } from '../../../lib/validation/field-rules';
import { emailRule, firstNameRule, lastNameRule, phoneRule } from '../../../lib/validation/field-schemas';
import { isJob } from '../../../lib/domain/job';
import { messageGetters } from '../../../lib/i18n';

export const messages = messageGetters({
  ...fieldMessagesKeys,
  fieldRequired: 'validation.fieldRequired',
  passwordRequired: 'validation.newPasswordRequired',
  confirmRequired: 'validation.confirmRequired',
  passwordsDiffer: 'validation.passwordMismatch',
  passwordShort: 'validation.passwordShort',
  passwordLong: 'validation.passwordLong',
  passwordDigit: 'validation.passwordDigit',
  passwordLower: 'validation.passwordLower',
  passwordUpper: 'validation.passwordUpper',
  codeRequired: 'profile.accountSecurity.codeRequired',
  codeInvalid: 'profile.accountSecurity.codeInvalid',
});

/** The edit form's values; `job` is used by providers only ('' until chosen). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** As typed ("+91 98765 43210", "9876543210"); submitted as "+919876543210". */
  phone: string;
  email: string;
  job: string;
}

/** The rules of sign-up and register (lib/validation/field-rules), so a profile saves what sign-up took. */
const profileFields = {
  firstName: firstNameRule(),
  lastName: lastNameRule(),
  phone: phoneRule(),
  email: emailRule(),
};

/** Customer edit profile. */
export const customerProfileSchema: yup.ObjectSchema<ProfileFormValues> = yup.object({
  ...profileFields,
  job: yup.string().default(''),
});

/** Provider edit profile: the customer's rules plus a job. */
export const providerProfileSchema: yup.ObjectSchema<ProfileFormValues> = yup.object({
  ...profileFields,
  job: yup
    .string()
    .default('')
    .test(
      'job',
      () => messages.jobRequired,
      (value) => isJob(value),
    ),
});

/** Account preferences, e-mail: the account's address (confirmed by both addresses before it changes). */
export const emailChangeSchema = yup.object({
  email: emailRule(() => messages.fieldRequired),
});

/** Account preferences, password: a new one (the rules of sign-up, up to bcrypt's 72) typed twice. */
export const passwordChangeSchema = yup.object({
  password: yup
    .string()
    .default('')
    .required(() => messages.passwordRequired)
    .min(8, () => messages.passwordShort)
    .max(72, () => messages.passwordLong)
    .matches(/\d/, () => messages.passwordDigit)
    .matches(/[a-z]/, () => messages.passwordLower)
    .matches(/[A-Z]/, () => messages.passwordUpper),
  confirmPassword: yup
    .string()
    .default('')
    .required(() => messages.confirmRequired)
    .oneOf([yup.ref('password')], () => messages.passwordsDiffer),
});

/** The code e-mailed for a password change: six digits (spaces as people copy them are dropped). */
export const passwordCodeSchema = yup.object({
  code: yup
    .string()
    .default('')
    .transform((value: string) => value.replace(/\s/g, ''))
    .required(() => messages.codeRequired)
    .matches(/^\d{6}$/, () => messages.codeInvalid),
});

export type EmailChangeForm = yup.InferType<typeof emailChangeSchema>;
export type PasswordChangeForm = yup.InferType<typeof passwordChangeSchema>;
export type PasswordCodeForm = yup.InferType<typeof passwordCodeSchema>;
