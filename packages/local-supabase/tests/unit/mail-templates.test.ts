import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate, TemplateError } from '../../src/auth/go-template.js';
import { escapeHtml } from '../../src/auth/html.js';
import { loadProjectConfig } from '../../src/config/project-config.js';

const render = (source: string, data: Record<string, unknown>, escape?: (value: string) => string) =>
  renderTemplate(parseTemplate(source), data, escape);

describe('Go templates as mail templates use them', () => {
  it.each([
    ['{{ .Email }}', { Email: 'a@b.test' }, 'a@b.test'],
    ['Hi {{ .Data.first_name }}!', { Data: { first_name: 'Lakshmi' } }, 'Hi Lakshmi!'],
    ['{{ .Data.missing }}|', { Data: {} }, '|'],
    ['{{ if .Data.vip }}VIP{{ else }}guest{{ end }}', { Data: { vip: true } }, 'VIP'],
    ['{{ if .Data.vip }}VIP{{ else }}guest{{ end }}', { Data: {} }, 'guest'],
    ['{{ if not .Data.vip }}guest{{ end }}', { Data: {} }, 'guest'],
    [
      '{{ if eq .Data.locale "ml" }}ml{{ else if eq .Data.locale "hi" }}hi{{ else }}en{{ end }}',
      { Data: { locale: 'hi' } },
      'hi',
    ],
    ['{{ if eq .Data.locale "ml" }}ml{{ else if eq .Data.locale "hi" }}hi{{ else }}en{{ end }}', { Data: {} }, 'en'],
    ['{{ if ne .Data.locale "en" }}other{{ end }}', { Data: { locale: 'ml' } }, 'other'],
    ['a  {{- .X -}}  b', { X: '!' }, 'a!b'],
    ['{{/* a comment */}}kept', {}, 'kept'],
  ])('%s', (source, data, expected) => {
    expect(render(source, data)).toBe(expected);
  });

  it('escapes values, never the template text, when the body is HTML', () => {
    expect(render('<b>{{ .Data.name }}</b>', { Data: { name: '<script>x</script>' } }, escapeHtml)).toBe(
      '<b>&lt;script&gt;x&lt;/script&gt;</b>',
    );
  });

  it.each([
    '{{ if .X }}never closed',
    '{{ end }}',
    '{{ range .Items }}{{ end }}',
    '{{ .X | upper }}',
    '{{ printf "%s" .X }}',
    'open {{ .X',
  ])('refuses %s', (source) => {
    expect(() => parseTemplate(source)).toThrow(TemplateError);
  });
});

describe('[auth.email.template.*] in config.toml', () => {
  function project(toml: string, files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'mail-templates-'));
    mkdirSync(join(root, 'supabase', 'templates'), { recursive: true });
    writeFileSync(join(root, 'supabase', 'config.toml'), toml);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
    return join(root, 'supabase', 'config.toml');
  }

  it('reads the subject and the body from content_path, relative to the project folder', () => {
    const path = project(
      '[auth.email.template.recovery]\nsubject = "{{ if eq .Data.locale \\"ml\\" }}പാസ്‌വേഡ്{{ else }}Reset{{ end }}"\ncontent_path = "./supabase/templates/recovery.html"\n',
      { 'supabase/templates/recovery.html': '<a href="{{ .ConfirmationURL }}">{{ .Token }}</a>' },
    );
    const { config, warnings } = loadProjectConfig({ path });
    const template = config.auth.email.templates.recovery;
    expect(warnings).toEqual([]);
    expect(template?.subject && renderTemplate(template.subject, { Data: { locale: 'ml' } })).toBe('പാസ്‌വേഡ്');
    expect(template?.content && renderTemplate(template.content, { ConfirmationURL: 'u', Token: '1' })).toBe(
      '<a href="u">1</a>',
    );
  });

  it('names the file of a template it cannot render', () => {
    const path = project('[auth.email.template.recovery]\ncontent_path = "./supabase/templates/bad.html"\n', {
      'supabase/templates/bad.html': '{{ range .X }}{{ end }}',
    });
    expect(() => loadProjectConfig({ path })).toThrow(/bad\.html: unsupported/);
  });
});
