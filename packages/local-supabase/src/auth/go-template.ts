/**
 * The part of Go's text/template that Supabase's mail templates use: `{{ .Field }}` and
 * `{{ .Data.key }}`, `{{ if … }}` / `{{ else if … }}` / `{{ else }}` / `{{ end }}` with a field, `not`,
 * `eq` or `ne` as the condition, string literals, and `{{-` / `-}}` trimming. Anything else is
 * refused when the template is read, with its place, rather than mailed half-rendered.
 */

export type TemplateData = Readonly<Record<string, unknown>>;

type Operand = { field: string[] } | { literal: string };
type Condition =
  | { kind: 'truthy'; operand: Operand }
  | { kind: 'not'; operand: Operand }
  | {
      kind: 'eq' | 'ne';
      left: Operand;
      right: Operand;
    };
export type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'value'; operand: Operand }
  | { kind: 'if'; branches: { condition: Condition; body: TemplateNode[] }[]; otherwise: TemplateNode[] };

export class TemplateError extends Error {}

interface Action {
  text: string;
  offset: number;
}

/** Splits the source into text and actions, applying the trim markers. */
function lex(source: string): (string | Action)[] {
  const parts: (string | Action)[] = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open < 0) {
      parts.push(source.slice(at));
      break;
    }
    const close = source.indexOf('}}', open + 2);
    if (close < 0) throw new TemplateError(`unclosed action at offset ${String(open)}`);
    let inner = source.slice(open + 2, close);
    let text = source.slice(at, open);
    if (inner.startsWith('- ') || inner === '-') {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    let next = close + 2;
    if (inner.endsWith(' -') || inner === '-') {
      inner = inner.slice(0, -1);
      const rest = /^\s*/.exec(source.slice(next));
      next += rest ? rest[0].length : 0;
    }
    if (text) parts.push(text);
    if (!inner.trim().startsWith('/*')) parts.push({ text: inner.trim(), offset: open });
    at = next;
  }
  return parts;
}

function tokens(action: Action): string[] {
  const found = action.text.match(/"(?:[^"\\]|\\.)*"|\S+/g);
  return found ?? [];
}

function operand(token: string | undefined, action: Action): Operand {
  if (token === undefined)
    throw new TemplateError(`missing operand in {{${action.text}}} at offset ${String(action.offset)}`);
  if (token.startsWith('"')) return { literal: JSON.parse(token) as string };
  if (/^\.[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)*$/.test(token)) return { field: token.slice(1).split('.') };
  if (token === '.') return { field: [] };
  throw new TemplateError(`unsupported operand ${token} in {{${action.text}}} at offset ${String(action.offset)}`);
}

function condition(words: string[], action: Action): Condition {
  const [head, ...rest] = words;
  if ((head === 'eq' || head === 'ne') && rest.length === 2) {
    return { kind: head, left: operand(rest[0], action), right: operand(rest[1], action) };
  }
  if (head === 'not' && rest.length === 1) return { kind: 'not', operand: operand(rest[0], action) };
  if (words.length === 1) return { kind: 'truthy', operand: operand(head, action) };
  throw new TemplateError(`unsupported condition {{${action.text}}} at offset ${String(action.offset)}`);
}

/** Reads a template; throws TemplateError naming the first construct it does not support. */
export function parseTemplate(source: string): TemplateNode[] {
  const parts = lex(source);
  let index = 0;
  const block = (
    inside: boolean,
  ): { nodes: TemplateNode[]; end: 'end' | 'else' | 'else if' | 'eof'; words: string[]; action?: Action } => {
    const nodes: TemplateNode[] = [];
    while (index < parts.length) {
      const part = parts[index++];
      if (part === undefined) break;
      if (typeof part === 'string') {
        nodes.push({ kind: 'text', text: part });
        continue;
      }
      const words = tokens(part);
      const [head] = words;
      if (head === 'if') {
        const branches = [{ condition: condition(words.slice(1), part), body: [] as TemplateNode[] }];
        let otherwise: TemplateNode[] = [];
        for (;;) {
          const inner = block(true);
          const branch = branches[branches.length - 1];
          if (!branch) break;
          if (inner.end === 'else if' && inner.action) {
            branch.body = inner.nodes;
            branches.push({ condition: condition(inner.words.slice(2), inner.action), body: [] });
            continue;
          }
          if (inner.end === 'else') {
            branch.body = inner.nodes;
            const last = block(true);
            if (last.end !== 'end') throw new TemplateError(`{{else}} at offset ${String(part.offset)} has no {{end}}`);
            otherwise = last.nodes;
            break;
          }
          if (inner.end !== 'end') throw new TemplateError(`{{if}} at offset ${String(part.offset)} has no {{end}}`);
          branch.body = inner.nodes;
          break;
        }
        nodes.push({ kind: 'if', branches, otherwise });
        continue;
      }
      if (head === 'end' || head === 'else') {
        if (!inside) throw new TemplateError(`{{${part.text}}} at offset ${String(part.offset)} closes nothing`);
        if (head === 'else' && words[1] === 'if') return { nodes, end: 'else if', words, action: part };
        if (words.length > 1 && head === 'else') throw new TemplateError(`unsupported {{${part.text}}}`);
        return { nodes, end: head, words };
      }
      if (words.length === 1) {
        nodes.push({ kind: 'value', operand: operand(head, part) });
        continue;
      }
      throw new TemplateError(`unsupported action {{${part.text}}} at offset ${String(part.offset)}`);
    }
    return { nodes, end: 'eof', words: [] };
  };
  const top = block(false);
  return top.nodes;
}

function resolve(value: Operand, data: TemplateData): unknown {
  if ('literal' in value) return value.literal;
  let current: unknown = data;
  for (const name of value.field) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[name];
  }
  return current;
}

function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
  return Boolean(value);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function holds(condition: Condition, data: TemplateData): boolean {
  if (condition.kind === 'truthy') return truthy(resolve(condition.operand, data));
  if (condition.kind === 'not') return !truthy(resolve(condition.operand, data));
  const same = text(resolve(condition.left, data)) === text(resolve(condition.right, data));
  return condition.kind === 'eq' ? same : !same;
}

/** Renders a parsed template; `escape` is applied to every value (HTML bodies), never to the template's own text. */
export function renderTemplate(
  nodes: readonly TemplateNode[],
  data: TemplateData,
  escape: (value: string) => string = (value) => value,
): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'value') out += escape(text(resolve(node.operand, data)));
    else {
      const branch = node.branches.find((candidate) => holds(candidate.condition, data));
      out += renderTemplate(branch ? branch.body : node.otherwise, data, escape);
    }
  }
  return out;
}
