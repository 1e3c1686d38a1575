import * as yup from 'yup';
import {
  emailRule,
  fieldMessages,
  firstNameRule,
  lastNameRule,
  phoneRule,
} from '../../../lib/validation/field-schemas';
import { isJob } from '../../../lib/domain/job';
import { messageGetters } from '../../../lib/i18n';

export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes (DESIGN §5), so longer passwords are refused. */
export const PASSWORD_MAX = 72;
export const PHONE_PREFIX = '+91 ';
export const authMessages = messageGetters({
  passwordRequired: 'validation.passwordRequired',
  passwordShort: 'validation.passwordShort',
  passwordLong: 'validation.passwordLong',
  passwordDigit: 'validation.passwordDigit',
  passwordLower: 'validation.passwordLower',
  passwordUpper: 'validation.passwordUpper',
  passwordMismatch: 'validation.passwordMismatch',
  emailRequired: 'validation.emailRequired',
});

export const passwordRule = yup
  .string()
  .required(() => authMessages.passwordRequired)
  .min(PASSWORD_MIN, () => authMessages.passwordShort)
  .max(PASSWORD_MAX, () => authMessages.passwordLong)
  .matches(/\d/, () => authMessages.passwordDigit)
  .matches(/[a-z]/, () => authMessages.passwordLower)
  .matches(/[A-Z]/, () => authMessages.passwordUpper);

export const signInSchema = yup.object({
  Email: emailRule(() => authMessages.emailRequired),
  Password: passwordRule,
});

export const signUpSchema = yup.object({
  FirstName: firstNameRule(),
  LastName: lastNameRule(),
  PhoneNumber: phoneRule(),
  Email: emailRule(),
  Password: passwordRule,
  NPassword: yup
    .string()
    .required(() => authMessages.passwordRequired)
    .test(
      'same',
      () => authMessages.passwordMismatch,
      (value, context) => value === (context.parent as { Password?: string }).Password,
    ),
});

export const registerSchema = signUpSchema.shape({
  Job: yup
    .string()
    .required(() => fieldMessages.jobRequired)
    .test('job', () => fieldMessages.jobRequired, isJob),
});

export const forgotPasswordSchema = yup.object({
  Email: emailRule(() => authMessages.emailRequired),
});

export const resetPasswordSchema = yup.object({
  Password: passwordRule,
});

export type SignInForm = yup.InferType<typeof signInSchema>;
export type SignUpForm = yup.InferType<typeof signUpSchema>;
export type RegisterForm = yup.InferType<typeof registerSchema>;
export type ForgotPasswordForm = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordForm = yup.InferType<typeof resetPasswordSchema>;
