import type { EmulatorContext } from '../http/types.js';
import type { Db } from './db.js';
import type { MailTemplateKind } from '../config/mail-templates.js';
import type { JsonObject } from './body.js';
import { escapeHtml } from './html.js';
import { templatedMail } from './mail-render.js';
import { codeFor, newLinkToken, storeRecoveryToken } from './otp.js';

/** The e-mail actions GoTrue mints a token for (generate_link types and the mails behind them). */
export type EmailAction = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new';

export interface IssuedToken {
  otp: string;
  /** The hash stored on the user (and put in links), `pkce_`-prefixed in the PKCE flow. */
  hashedToken: string;
  /** The `type` a link carries to /verify. */
  verificationType: 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';
}

const COLUMNS: Record<EmailAction, { token: string; sent: string } | null> = {
  signup: { token: 'confirmation_token', sent: 'confirmation_sent_at' },
  invite: { token: 'confirmation_token', sent: 'confirmation_sent_at' },
  magiclink: null,
  recovery: null,
  email_change_current: { token: 'email_change_token_current', sent: 'email_change_sent_at' },
  email_change_new: { token: 'email_change_token_new', sent: 'email_change_sent_at' },
};

/**
 * Stores a fresh link token for `action` on the user (magic links and recovery share the recovery
 * slot, as in GoTrue) and returns it with the 6-digit code derived from it.
 */
export async function issueEmailToken(
  tx: Db,
  userId: string,
  address: string,
  action: EmailAction,
  pkce = false,
): Promise<IssuedToken> {
  const hashedToken = newLinkToken(pkce);
  const otp = codeFor(hashedToken);
  const columns = COLUMNS[action];
  if (columns === null) {
    await storeRecoveryToken(tx, userId, address, hashedToken);
  } else {
    await tx.query(
      `update auth.users set ${columns.token} = $2, ${columns.sent} = now(), updated_at = now() where id = $1`,
      [userId, hashedToken],
    );
  }
  const verificationType = action === 'email_change_current' || action === 'email_change_new' ? 'email_change' : action;
  return { otp, hashedToken, verificationType };
}

/** The link a mail carries: GET /auth/v1/verify with the hashed token. */
export function verifyLink(context: EmulatorContext, token: IssuedToken, redirectTo: string): string {
  const link = new URL(`${context.config.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', token.hashedToken);
  link.searchParams.set('type', token.verificationType);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

const SUBJECTS: Record<EmailAction, [subject: string, action: string]> = {
  signup: ['Confirm Your Signup', 'confirm your user'],
  invite: ['You have been invited', 'accept the invite'],
  magiclink: ['Your Magic Link', 'log in'],
  recovery: ['Reset Your Password', 'reset the password for your user'],
  email_change_current: ['Confirm Email Change', 'confirm the change of your e-mail address'],
  email_change_new: ['Confirm Email Change', 'confirm your new e-mail address'],
};

const TEMPLATE_KINDS: Record<EmailAction, MailTemplateKind> = {
  signup: 'confirmation',
  invite: 'invite',
  magiclink: 'magic_link',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/** Sends the mail for `action` to the local mailbox: the link and the same secret as a code. */
export function sendActionMail(
  context: EmulatorContext,
  to: string,
  action: EmailAction,
  link: string,
  otp: string,
  data: JsonObject | null = null,
): void {
  const [subject, what] = SUBJECTS[action];
  const mail = templatedMail(
    context,
    TEMPLATE_KINDS[action],
    { confirmationUrl: link, token: otp, email: to, data },
    {
      subject,
      text: `Follow this link to ${what}:\n${link}\n\nAlternatively, enter the code: ${otp}\n`,
      html: `<h2>${escapeHtml(subject)}</h2>
<p>Follow this link to ${escapeHtml(what)}:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(subject)}</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>`,
    },
  );
  context.mailbox.send({ to, ...mail, links: [link] });
}

/** The reauthentication mail: only a code (the nonce PUT /user expects with a new password). */
export function sendReauthenticationMail(context: EmulatorContext, to: string, otp: string): void {
  context.mailbox.send({
    to,
    subject: 'Confirm reauthentication',
    text: `Enter the code: ${otp}\n`,
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: <strong>${escapeHtml(otp)}</strong></p>`,
    links: [],
  });
}
