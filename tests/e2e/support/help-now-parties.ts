import type { Browser, Page, TestInfo } from '@playwright/test';
import { projectContext } from '../provider-chat-parties.js';
import { adminClient } from './admin.js';
import { signIn } from './fixtures.js';

/** A provider available now, `km` north of the spot (exact position, as the provider keeps it). */
export async function placeProvider(id: string, spot: { lat: number; lon: number }, km: number): Promise<void> {
  const admin = adminClient();
  const position = await admin
    .from('provider_private')
    .update({ latitude: spot.lat + km / 111.2, longitude: spot.lon })
    .eq('uuid', id);
  if (position.error) throw new Error(position.error.message);
  const available = await admin.from('service-providers').update({ availability: 'available' }).eq('uuid', id);
  if (available.error) throw new Error(available.error.message);
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
