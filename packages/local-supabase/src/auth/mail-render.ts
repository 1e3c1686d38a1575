import type { MailTemplateKind } from '../config/mail-templates.js';
import type { EmulatorContext } from '../http/types.js';
import type { JsonObject } from './body.js';
import { renderTemplate } from './go-template.js';
import { escapeHtml } from './html.js';

/** What a mail template may use, under GoTrue's names. */
export interface MailValues {
  confirmationUrl: string;
  token: string;
  email: string;
  newEmail?: string;
  redirectTo?: string;
  /** The account's user_metadata (`.Data` in templates), e.g. the reader's language. */
  data?: JsonObject | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Plain text of a rendered HTML body, for the text part of the mail. */
function textOf(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/gi, '$2: $1')
    .replace(/<(br|\/p|\/h\d|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The mail of `kind` as config.toml's `[auth.email.template.<kind>]` words it, falling back to the
 * built-in subject and body for whatever the project does not replace.
 */
export function templatedMail(
  context: EmulatorContext,
  kind: MailTemplateKind,
  values: MailValues,
  builtIn: RenderedMail,
): RenderedMail {
  const template = context.config.project.auth.email.templates[kind];
  if (!template) return builtIn;
  const data = {
    ConfirmationURL: values.confirmationUrl,
    Token: values.token,
    TokenHash: new URL(values.confirmationUrl).searchParams.get('token') ?? '',
    SiteURL: context.config.project.auth.siteUrl,
    Email: values.email,
    NewEmail: values.newEmail ?? '',
    RedirectTo: values.redirectTo ?? new URL(values.confirmationUrl).searchParams.get('redirect_to') ?? '',
    Data: values.data ?? {},
  };
  const subject = template.subject ? renderTemplate(template.subject, data).trim() : builtIn.subject;
  if (!template.content) return { ...builtIn, subject };
  const html = renderTemplate(template.content, data, escapeHtml);
  return { subject, html, text: textOf(html) };
}
