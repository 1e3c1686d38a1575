import type { Browser, Page, TestInfo } from '@playwright/test';
import { projectContext } from '../provider-chat-parties.js';
import { adminClient } from './admin.js';
import { signIn } from './fixtures.js';

/**
 * A provider available now, `km` north of the spot, placed as the app places them: through the
 * public row, whose trigger keeps the exact position private and shows it rounded.
 */
export async function placeProvider(id: string, spot: { lat: number; lon: number }, km: number): Promise<void> {
  const placed = await adminClient()
    .from('service-providers')
    .update({ latitude: spot.lat + km / 111.2, longitude: spot.lon, availability: 'available' })
    .eq('uuid', id);
  if (placed.error) throw new Error(placed.error.message);
}

/** A signed-in page of the project's screen, its browser standing at `spot`. */
export async function openAt(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
  password: string,
  spot: { lat: number; lon: number },
): Promise<Page> {
  const context = await projectContext(browser, testInfo, {
    geolocation: { latitude: spot.lat, longitude: spot.lon },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** Whether every image named `name` on the page has loaded (a signed URL the reader may use). */
export async function photosLoaded(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('img', { name })
    .evaluateAll(
      (images) => images.length > 0 && images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
    );
}
