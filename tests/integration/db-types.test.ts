import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { freshDatabase, postgresConnection } from './support/test-database.js';
import { paths } from '../../scripts/lib/paths.js';
import { generateDatabaseTypes } from '../../scripts/lib/db-types.js';

const typesFile = join(paths.root, 'src', 'lib', 'database.types.ts');

describe('src/lib/database.types.ts', () => {
  // postgres-meta's generator connects over the PostgreSQL protocol: only the PostgreSQL run has a server.
  it.skipIf(!inject('postgres'))(
    'matches the migrated schema (run `npm run db:types` after changing a migration)',
    async () => {
      const database = await freshDatabase();
      try {
        const expected = await generateDatabaseTypes(postgresConnection(database));
        expect(readFileSync(typesFile, 'utf8')).toBe(expected);
      } finally {
        await database.drop();
      }
    },
  );

  it('describes every public table and RPC of the migrations', () => {
    const actual = readFileSync(typesFile, 'utf8');
    for (const name of ['users', '"service-providers"', 'messages', 'chat_messages', 'contact_messages']) {
      expect(actual).toContain(`      ${name}: {\n        Row: {`);
    }
    expect(actual).toMatch(
      /nearby_providers: \{\n\s+Args: \{\n\s+job\?: string\n\s+lat: number\n\s+lon: number\n\s+radius_km\?: number\n\s+verified_only\?: boolean\n\s+\}/,
    );
    expect(actual).toContain('provider_stats: {');
  });
});
