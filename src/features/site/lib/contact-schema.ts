import * as yup from 'yup';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const contactMessages = {
  nameRequired: 'Name is required',
  nameLong: 'Name can have at most 100 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  messageRequired: 'Message is required',
  messageLong: 'Message can have at most 2000 characters',
} as const;

/** The Contact form, with the limits of the contact_messages table. */
export const contactSchema = yup.object({
  name: yup.string().trim().default('').required(contactMessages.nameRequired).max(100, contactMessages.nameLong),
  email: yup
    .string()
    .trim()
    .default('')
    .required(contactMessages.emailRequired)
    .max(254, contactMessages.emailInvalid)
    .matches(EMAIL_PATTERN, { message: contactMessages.emailInvalid, excludeEmptyString: true }),
  message: yup
    .string()
    .trim()
    .default('')
    .required(contactMessages.messageRequired)
    .max(2000, contactMessages.messageLong),
});

export type ContactForm = yup.InferType<typeof contactSchema>;
