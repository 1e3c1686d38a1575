import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, zip } from './zip';

describe('the photos zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes an archive that unzip reads back byte for byte', () => {
    const photo = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 250]);
    const archive = zip([
      { path: 'profile_pic/users/me.jpg', bytes: photo },
      { path: 'chat_photos/chats/7/me/ഫോട്ടോ-1.jpg', bytes: new Uint8Array([1, 2]) },
    ]);
    const folder = mkdtempSync(join(tmpdir(), 'zip-test-'));
    try {
      const file = join(folder, 'photos.zip');
      writeFileSync(file, archive);
      const listing = execFileSync('python3', ['-m', 'zipfile', '-t', file]).toString();
      expect(listing).toContain('Done testing');
      execFileSync('python3', ['-m', 'zipfile', '-e', file, join(folder, 'out')]);
      expect(new Uint8Array(readFileSync(join(folder, 'out', 'profile_pic/users/me.jpg')))).toEqual(photo);
      expect([...readFileSync(join(folder, 'out', 'chat_photos/chats/7/me/ഫോട്ടോ-1.jpg'))]).toEqual([1, 2]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
