/** A config.toml problem, named by its dotted key path. */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`config.toml: ${key}: ${problem}`);
    this.name = 'ConfigError';
  }
}

export type TomlTable = Record<string, unknown>;

export function isTable(value: unknown): value is TomlTable {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Typed access to one TOML table. Every key read is remembered, so the keys nobody read can be
 * reported (see `unreadKeys`).
 */
export class TableReader {
  private readonly read = new Set<string>();
  private readonly children = new Map<string, TableReader>();

  constructor(
    private readonly table: TomlTable,
    /** Dotted path of this table, '' for the root. */
    readonly path = '',
  ) {}

  private keyPath(key: string): string {
    return this.path ? `${this.path}.${key}` : key;
  }

  private take(key: string): unknown {
    this.read.add(key);
    return this.table[key];
  }

  /** The sub-table at `key` (an empty one when absent); asking twice gives the same reader. */
  section(key: string): TableReader {
    const value = this.take(key);
    if (value !== undefined && !isTable(value)) throw new ConfigError(this.keyPath(key), 'expected a table');
    const known = this.children.get(key);
    if (known) return known;
    const child = new TableReader(value ?? {}, this.keyPath(key));
    this.children.set(key, child);
    return child;
  }

  /** The names of the sub-tables under this one (e.g. each bucket of `[storage.buckets]`). */
  sectionNames(): string[] {
    return Object.keys(this.table).filter((key) => isTable(this.table[key]));
  }

  string(key: string, fallback: string): string {
    const value = this.take(key);
    if (value === undefined) return fallback;
    if (typeof value !== 'string') throw new ConfigError(this.keyPath(key), 'expected a string');
    return value;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
    const value = this.string(key, fallback);
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) {
      throw new ConfigError(this.keyPath(key), `expected one of ${allowed.map((a) => `"${a}"`).join(', ')}`);
    }
    return match;
  }

  boolean(key: string, fallback: boolean): boolean {
    const value = this.take(key);
    if (value === undefined) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw new ConfigError(this.keyPath(key), 'expected true or false');
  }

  /** A non-negative integer; `env(VAR)` values arrive as strings of digits. */
  integer(key: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const value = this.take(key);
    if (value === undefined) return fallback;
    const number =
      typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(number)) throw new ConfigError(this.keyPath(key), 'expected an integer');
    if (number < min || number > max) {
      throw new ConfigError(this.keyPath(key), `expected a value from ${String(min)} to ${String(max)}`);
    }
    return number;
  }

  stringList(key: string, fallback: readonly string[]): string[] {
    const value = this.take(key);
    if (value === undefined) return [...fallback];
    if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
      throw new ConfigError(this.keyPath(key), 'expected a list of strings');
    }
    return value;
  }

  /** Every key of this table (none marked as read). */
  keys(): string[] {
    return Object.keys(this.table);
  }

  /** The value as written (marked as read), for types the helpers above do not cover. */
  raw(key: string): unknown {
    return this.take(key);
  }

  /** Dotted paths of the keys present in the file that no reader asked for. */
  unreadKeys(): string[] {
    const own = Object.keys(this.table)
      .filter((key) => !this.read.has(key))
      .map((key) => this.keyPath(key));
    return [...own, ...[...this.children.values()].flatMap((child) => child.unreadKeys())];
  }
}
