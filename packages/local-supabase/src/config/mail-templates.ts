import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTemplate, TemplateError, type TemplateNode } from '../auth/go-template.js';
import type { TableReader } from './table-reader.js';

/** The mails config.toml's `[auth.email.template.<kind>]` can replace, as the Supabase CLI names them. */
export const MAIL_TEMPLATE_KINDS = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

/** A parsed subject and body (Go templates over `.ConfirmationURL`, `.Token`, `.Email`, `.Data` …). */
export interface MailTemplate {
  subject: TemplateNode[] | null;
  content: TemplateNode[] | null;
}

export type MailTemplates = Partial<Record<MailTemplateKind, MailTemplate>>;

function parse(source: string, where: string): TemplateNode[] {
  try {
    return parseTemplate(source);
  } catch (error) {
    if (error instanceof TemplateError) throw new Error(`${where}: ${error.message}`);
    throw error;
  }
}

/**
 * Reads `[auth.email.template.*]`: `subject`, and `content_path` relative to the project folder
 * (the one holding supabase/), as the CLI reads it. A template the backend cannot render is an
 * error at start, naming the file, rather than a mail sent half-rendered.
 */
export function readMailTemplates(email: TableReader, projectDir: string | null): MailTemplates {
  const templates: MailTemplates = {};
  const section = email.section('template');
  for (const kind of MAIL_TEMPLATE_KINDS) {
    if (!section.sectionNames().includes(kind)) continue;
    const table = section.section(kind);
    const subject = table.string('subject', '');
    const contentPath = table.string('content_path', '');
    let content: TemplateNode[] | null = null;
    if (contentPath !== '') {
      if (projectDir === null) throw new Error(`${table.path}.content_path: no project folder to read it from`);
      const file = resolve(projectDir, contentPath);
      content = parse(readFileSync(file, 'utf8'), file);
    }
    templates[kind] = { subject: subject === '' ? null : parse(subject, `${table.path}.subject`), content };
  }
  return templates;
}
