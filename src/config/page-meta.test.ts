import { descriptionOf, publicPages } from './page-meta';
import { paths } from './paths';

describe('publicPages', () => {
  it('names only routes of the app, each once, with a description of search-result length', () => {
    const known: string[] = Object.values(paths);
    for (const page of publicPages) {
      expect(known).toContain(page.path);
      expect(page.description.length).toBeGreaterThanOrEqual(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(publicPages.map((page) => page.path)).size).toBe(publicPages.length);
  });

  it('gives a page its own description and every other page the site description', () => {
    expect(descriptionOf(paths.signIn)).toMatch(/^Sign in to Mistri/);
    expect(descriptionOf(paths.messages)).toBe(descriptionOf(paths.home));
  });
});
