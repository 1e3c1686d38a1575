import type { EmulatorContext } from '../http/types.js';
import type { JsonObject } from './body.js';
import { escapeHtml } from './html.js';
import { templatedMail } from './mail-render.js';

/** The password-recovery mail: a link to GET /verify and the same secret as a 6-digit code. */
export function sendRecoveryMail(
  context: EmulatorContext,
  to: string,
  link: string,
  code: string,
  data: JsonObject | null = null,
): void {
  const mail = templatedMail(
    context,
    'recovery',
    { confirmationUrl: link, token: code, email: to, data },
    {
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n${link}\n\nAlternatively, enter the code: ${code}\n`,
      html: `<h2>Reset Password</h2>
<p>Follow this link to reset the password for your user:</p>
<p><a href="${escapeHtml(link)}">Reset Password</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(code)}</strong></p>`,
    },
  );
  context.mailbox.send({ to, ...mail, links: [link] });
}
