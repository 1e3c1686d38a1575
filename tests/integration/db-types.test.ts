import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../supabase/emulator/src/db/database.js';
import { freshDatabase } from './support/test-database.js';
import { paths } from '../../supabase/emulator/src/paths.js';
import { generateDatabaseTypes } from '../../scripts/lib/db-types.js';

describe('src/lib/database.types.ts', () => {
  it('matches the migrated schema (run `npm run db:types` after changing a migration)', async () => {
    const database = await freshDatabase();
    const { pg } = await openDatabase({ ...database.options, seed: false });
    try {
      const expected = await generateDatabaseTypes(pg);
      const actual = readFileSync(join(paths.root, 'src', 'lib', 'database.types.ts'), 'utf8');
      expect(actual).toBe(expected);
    } finally {
      await pg.close();
      await database.drop();
    }
  });

  it('describes every public table and RPC of the migrations', () => {
    const actual = readFileSync(join(paths.root, 'src', 'lib', 'database.types.ts'), 'utf8');
    for (const name of ['users', '"service-providers"', 'messages', 'chat_messages', 'contact_messages']) {
      expect(actual).toContain(`      ${name}: {\n        Row: {`);
    }
    expect(actual).toMatch(
      /nearby_providers: \{\n\s+Args: \{\n\s+lat: number\n\s+lon: number\n\s+radius_km\?: number\n\s+job\?: string/,
    );
    expect(actual).toContain('provider_stats: {');
  });
});
