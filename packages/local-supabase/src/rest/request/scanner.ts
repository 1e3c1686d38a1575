/** A cursor over a query-parameter value, for the small recursive-descent parsers of this folder. */
export class Scanner {
  readonly text: string;
  pos = 0;

  constructor(text: string) {
    this.text = text;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(offset = 0): string {
    return this.text.charAt(this.pos + offset);
  }

  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  /** Consumes `prefix` if it is next. */
  eat(prefix: string): boolean {
    if (!this.startsWith(prefix)) return false;
    this.pos += prefix.length;
    return true;
  }

  skipSpaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos += 1;
  }

  /** Characters up to (not including) the first of `stops`, or to the end. */
  until(stops: string): string {
    const start = this.pos;
    while (!this.done && !stops.includes(this.peek())) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** Like `until`, but a `-` only stops the scan when it starts a JSON arrow `->`. */
  untilFieldEnd(stops: string): string {
    const start = this.pos;
    while (!this.done && !stops.includes(this.peek()) && !this.startsWith('->')) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  rest(): string {
    const value = this.text.slice(this.pos);
    this.pos = this.text.length;
    return value;
  }

  /** A double-quoted value with backslash escapes, or null (and no movement) if none is next. */
  quoted(): string | null {
    if (this.peek() !== '"') return null;
    let i = this.pos + 1;
    let value = '';
    while (i < this.text.length) {
      const char = this.text.charAt(i);
      if (char === '"') {
        this.pos = i + 1;
        return value;
      }
      if (char === '\\' && i + 1 < this.text.length) {
        value += this.text.charAt(i + 1);
        i += 2;
      } else {
        value += char;
        i += 1;
      }
    }
    return null;
  }

  /** "unexpected X" in the style of PostgREST's parser details. */
  unexpected(expecting: string): string {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    return `unexpected ${found} expecting ${expecting}`;
  }
}

/** Splits on `separator` outside double quotes and parentheses. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (inQuotes) {
      current += char;
      if (char === '\\' && i + 1 < text.length) {
        current += text.charAt(i + 1);
        i += 1;
      } else if (char === '"') {
        inQuotes = false;
      }
      continue;
    }
    if (char === '"') inQuotes = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}
