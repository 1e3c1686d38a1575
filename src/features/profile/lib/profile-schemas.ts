import * as yup from 'yup';
import { isJob } from '../../../store/auth-user-slice';

/** Spec §5: "{name}@{domain}.{tld}" with a top-level part of 2+ characters, no spaces, one @. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const messages = {
  firstNameRequired: 'First Name is required',
  firstNameLength: 'First name must have 3 to 13 characters',
  lastNameRequired: 'Last Name is required',
  lastNameLength: 'Last name can have at most 50 characters',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must have 10 digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  jobRequired: 'Choose your job',
  fieldRequired: 'This field is required',
  passwordRequired: 'This password field is required',
  confirmRequired: 'This confirm password field is required',
  passwordsDiffer: 'passwords are not matching!',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be at most 72 characters',
  passwordDigit: 'Password must contain a number',
  passwordLower: 'Password must contain a lowercase letter',
  passwordUpper: 'Password must contain an uppercase letter',
} as const;

const trimmed = () => yup.string().trim().default('');

const email = (required: string) =>
  trimmed().required(required).matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true });

/** The edit form's values; `job` is used by providers only ('' until chosen). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** Ten digits, without +91. */
  phone: string;
  email: string;
  job: string;
}

const profileFields = {
  firstName: trimmed()
    .required(messages.firstNameRequired)
    .min(3, messages.firstNameLength)
    .max(13, messages.firstNameLength),
  lastName: trimmed().required(messages.lastNameRequired).max(50, messages.lastNameLength),
  phone: trimmed()
    .required(messages.phoneRequired)
    .matches(/^\d{10}$/, { message: messages.phoneDigits, excludeEmptyString: true }),
  email: email(messages.emailRequired),
};

/** Customer edit profile (spec §5): first name 3 to 13, phone exactly 10 digits. */
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
    .test('job', messages.jobRequired, (value) => isJob(value)),
});

/** Account preferences: the auth e-mail and a new password (the rules of sign-up, up to bcrypt's 72). */
export const preferencesSchema = yup.object({
  email: email(messages.fieldRequired),
  password: yup
    .string()
    .default('')
    .required(messages.passwordRequired)
    .min(8, messages.passwordShort)
    .max(72, messages.passwordLong)
    .matches(/\d/, messages.passwordDigit)
    .matches(/[a-z]/, messages.passwordLower)
    .matches(/[A-Z]/, messages.passwordUpper),
  confirmPassword: yup
    .string()
    .default('')
    .required(messages.confirmRequired)
    .oneOf([yup.ref('password')], messages.passwordsDiffer),
});

export type PreferencesForm = yup.InferType<typeof preferencesSchema>;
