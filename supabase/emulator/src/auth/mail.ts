import type { EmulatorContext } from '../http/types.js';
import { escapeHtml } from './html.js';

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
}

/** The password-recovery mail: a link to GET /verify and the same secret as a 6-digit code. */
export function sendRecoveryMail(context: EmulatorContext, to: string, link: string, code: string): void {
  context.mailbox.send({
    to,
    subject: 'Reset Your Password',
    text: `Follow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${code}\n`,
    html: `<h2>Reset Password</h2>
<p>Follow this link to reset the password for your user:</p>
<p><a href="${escapeHtml(link)}">Reset Password</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(code)}</strong></p>`,
    links: [link],
  });
}

/** Tells the old address that the e-mail of the account changed (the change applies at once locally). */
export function sendEmailChangedNotice(context: EmulatorContext, oldEmail: string, newEmail: string): void {
  const lines = [
    `The email address for your account has been changed from ${oldEmail} to ${newEmail}.`,
    'If you did not make this change, please contact support.',
  ];
  context.mailbox.send({
    to: oldEmail,
    subject: 'Your email address has been changed',
    text: `${lines.join('\n')}\n`,
    html: `<h2>Email address changed</h2>\n${paragraphs(lines)}`,
    links: [],
  });
}
