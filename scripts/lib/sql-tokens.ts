/**
 * Splits SQL (or PL/pgSQL) into the tokens that decide what it means, so two definitions can be
 * compared without regard to layout: comments and white space are dropped, unquoted words are
 * folded to lower case (as PostgreSQL folds them), and quoted strings and identifiers are kept to
 * the letter. The outermost dollar quotes (`$function$ … $function$` around a body) are dropped
 * and what they hold is read as code; a dollar-quoted string inside a body is kept whole.
 */
export function sqlTokens(sql: string): string[] {
  const tokens: string[] = [];
  /** Tags of the dollar quotes read as code, innermost last. */
  const open: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql.charAt(i);
    const next = sql.charAt(i + 1);
    if (/\s/.test(char)) {
      i += 1;
    } else if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      i = skipBlockComment(sql, i);
    } else if (char === "'" || (/[eE]/.test(char) && next === "'" && !isWordChar(sql.charAt(i - 1)))) {
      const start = i;
      const escapes = char !== "'";
      i = quotedEnd(sql, escapes ? i + 1 : i, "'", escapes);
      tokens.push((escapes ? 'e' : '') + sql.slice(escapes ? start + 1 : start, i));
    } else if (char === '"') {
      const start = i;
      i = quotedEnd(sql, i, '"', false);
      tokens.push(sql.slice(start, i));
    } else if (char === '$' && /\d/.test(next)) {
      const match = /^\$\d+/.exec(sql.slice(i)) ?? ['$'];
      tokens.push(match[0]);
      i += match[0].length;
    } else if (char === '$') {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag === undefined) {
        tokens.push(char);
        i += 1;
      } else if (open.at(-1) === tag) {
        open.pop();
        i += tag.length;
      } else if (open.length === 0) {
        open.push(tag);
        i += tag.length;
      } else {
        const end = sql.indexOf(tag, i + tag.length);
        const stop = end === -1 ? sql.length : end + tag.length;
        tokens.push(sql.slice(i, stop));
        i = stop;
      }
    } else if (isWordStart(char)) {
      const start = i;
      while (i < sql.length && isWordChar(sql.charAt(i))) i += 1;
      tokens.push(sql.slice(start, i).toLowerCase());
    } else if (/\d/.test(char) || (char === '.' && /\d/.test(next))) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(sql.slice(i)) ?? [char];
      tokens.push(match[0].toLowerCase());
      i += match[0].length;
    } else if (OPERATOR_CHARS.includes(char)) {
      const start = i;
      while (
        i < sql.length &&
        OPERATOR_CHARS.includes(sql.charAt(i)) &&
        !(i > start && /^(?:--|\/\*)/.test(sql.slice(i, i + 2)))
      ) {
        i += 1;
      }
      tokens.push(sql.slice(start, i));
    } else {
      tokens.push(char);
      i += 1;
    }
  }
  return tokens;
}

const OPERATOR_CHARS = '+-*/<>=~!@#%^&|`?';

function isWordStart(char: string): boolean {
  return /[A-Za-z_\u0080-\uffff]/.test(char);
}

function isWordChar(char: string): boolean {
  return char !== '' && /[\w$\u0080-\uffff]/.test(char);
}

/** The index after the quote that closes the one at `start` (a doubled quote is part of the text). */
function quotedEnd(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const char = sql.charAt(i);
    if (backslashEscapes && char === '\\') {
      i += 2;
    } else if (char === quote && sql.charAt(i + 1) === quote) {
      i += 2;
    } else if (char === quote) {
      return i + 1;
    } else {
      i += 1;
    }
  }
  return sql.length;
}

/** Block comments nest in PostgreSQL. */
function skipBlockComment(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    const pair = sql.slice(i, i + 2);
    if (pair === '/*') {
      depth += 1;
      i += 2;
    } else if (pair === '*/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return sql.length;
}
