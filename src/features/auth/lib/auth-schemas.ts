import * as yup from 'yup';
import { emailRule, fieldMessages, firstNameRule, lastNameRule, phoneRule } from '../../../lib/validation/field-rules';
import { isJob } from '../../../store/auth-user-slice';

export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes (DESIGN §5), so longer passwords are refused. */
export const PASSWORD_MAX = 72;
export const PHONE_PREFIX = '+91 ';
export const PASSWORD_MISMATCH = 'Your Password is not same!';

export const passwordRule = yup
  .string()
  .required('Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 72 characters')
  .matches(/\d/, 'Password must contain a number')
  .matches(/[a-z]/, 'Password must contain a lowercase letter')
  .matches(/[A-Z]/, 'Password must contain an uppercase letter');

export const signInSchema = yup.object({
  Email: emailRule('Email field is required'),
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
    .required('Password is required')
    .test('same', PASSWORD_MISMATCH, (value, context) => value === (context.parent as { Password?: string }).Password),
});

export const registerSchema = signUpSchema.shape({
  Job: yup.string().required(fieldMessages.jobRequired).test('job', fieldMessages.jobRequired, isJob),
});

export const forgotPasswordSchema = yup.object({
  Email: emailRule('Email field is required'),
});

export const resetPasswordSchema = yup.object({
  Password: passwordRule,
});

export type SignInForm = yup.InferType<typeof signInSchema>;
export type SignUpForm = yup.InferType<typeof signUpSchema>;
export type RegisterForm = yup.InferType<typeof registerSchema>;
export type ForgotPasswordForm = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordForm = yup.InferType<typeof resetPasswordSchema>;
