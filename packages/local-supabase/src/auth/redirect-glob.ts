/**
 * Compiles an allow-list entry with GoTrue's glob rules (separators '.' and '/'): `*` is any run of
 * non-separator characters, `**` any run of characters, `?` one non-separator character,
 * `[abc]` / `[!a-z]` character classes, `{a,b}` alternatives and `\c` a literal character.
 */
export function compileRedirectGlob(pattern: string): RegExp {
  return new RegExp(`^${translate(pattern, 0, false).source}$`);
}

const SEPARATORS = '[^./]';

function escapeChar(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

interface Translated {
  source: string;
  /** Index just after what was consumed. */
  end: number;
}

function translate(pattern: string, start: number, inBraces: boolean): Translated {
  let source = '';
  let i = start;
  while (i < pattern.length) {
    const char = pattern.charAt(i);
    if (inBraces && (char === ',' || char === '}')) break;
    if (char === '\\' && i + 1 < pattern.length) {
      source += escapeChar(pattern.charAt(i + 1));
      i += 2;
    } else if (char === '*') {
      const double = pattern.charAt(i + 1) === '*';
      source += double ? '.*' : `${SEPARATORS}*`;
      i += double ? 2 : 1;
    } else if (char === '?') {
      source += SEPARATORS;
      i += 1;
    } else if (char === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close === -1) {
        source += escapeChar(char);
        i += 1;
      } else {
        const body = pattern.slice(i + 1, close);
        const negated = body.startsWith('!');
        const members = (negated ? body.slice(1) : body).replace(/[\\\]^]/g, (c) => `\\${c}`);
        source += negated ? `[^${members}]` : `[${members}]`;
        i = close + 1;
      }
    } else if (char === '{') {
      const options: string[] = [];
      let j = i + 1;
      let closed = false;
      while (j <= pattern.length) {
        const part = translate(pattern, j, true);
        options.push(part.source);
        j = part.end;
        if (pattern.charAt(j) === ',') j += 1;
        else {
          closed = pattern.charAt(j) === '}';
          break;
        }
      }
      if (closed) {
        source += `(?:${options.join('|')})`;
        i = j + 1;
      } else {
        source += escapeChar(char);
        i += 1;
      }
    } else {
      source += escapeChar(char);
      i += 1;
    }
  }
  return { source, end: i };
}
