import * as yup from 'yup';
import { isJob } from '../../../store/auth-user-slice';

/** An address with one @, no spaces and a top-level part of at least 2 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
export const EMAIL_INVALID = 'Please enter a valid email address';

export const PASSWORD_MIN = 8;
/** bcrypt reads at most 72 bytes (DESIGN §5), so longer passwords are refused. */
export const PASSWORD_MAX = 72;
export const PHONE_PREFIX = '+91';
export const PHONE_LENGTH = 13;
export const PHONE_MESSAGE = 'Phone Number must have 10 digits with +91';
export const PASSWORD_MISMATCH = 'Your Password is not same!';

export const passwordRule = yup
  .string()
  .required('Password is required')
  .min(PASSWORD_MIN, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX, 'Password must be at most 72 characters')
  .matches(/\d/, 'Password must contain a number')
  .matches(/[a-z]/, 'Password must contain a lowercase letter')
  .matches(/[A-Z]/, 'Password must contain an uppercase letter');

function emailRule(requiredMessage: string) {
  return yup.string().trim().required(requiredMessage).matches(EMAIL_PATTERN, EMAIL_INVALID);
}

export const signInSchema = yup.object({
  Email: emailRule('Email field is required'),
  Password: passwordRule,
});

export const signUpSchema = yup.object({
  FirstName: yup.string().trim().required('First Name is required'),
  LastName: yup.string().trim().required('Last Name is required'),
  PhoneNumber: yup
    .string()
    .trim()
    .required('Phone number is required')
    .min(PHONE_LENGTH, PHONE_MESSAGE)
    .matches(/^\+91\d{10}$/, PHONE_MESSAGE),
  Email: emailRule('Email is required'),
  Password: passwordRule,
  NPassword: passwordRule,
});

export const registerSchema = signUpSchema.shape({
  Job: yup.string().required('Please choose your job').test('job', 'Please choose your job', isJob),
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
