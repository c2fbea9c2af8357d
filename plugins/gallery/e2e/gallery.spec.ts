import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

/** No serious or critical axe violation on the screen (as e2e/accessibility.spec.ts checks the others). */
async function expectAccessible(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../../../public/images/fire-drill-800.webp'));

// Issue 27's gallery (ADR 081): a staff member makes an album, uploads a photo, captions it and publishes it
// (asked first); a signed-out visitor then finds it at /gallery and opens it.
test('staff publish an album with a photo and a signed-out visitor sees it in the gallery', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Fire marshal training ${Date.now()}`;
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/gallery');
  await expect(page.getByRole('heading', { name: 'Gallery', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'New album' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Marshals of a Thika packhouse practise with extinguishers.');
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page
    .getByLabel('Photos to add')
    .setInputFiles({ name: 'drill.webp', mimeType: 'image/webp', buffer: PHOTO });
  await expect(page.getByText('1 of 1 added')).toBeVisible();
  // Scanned before any toast: the toaster's contrast is the kit's, checked elsewhere.
  await expectAccessible(page, 'the album screen');
  const photo = page.getByRole('listitem', { name: 'Photo 1' });
  await photo.getByLabel('Caption').fill('A marshal puts out a tray fire');
  await photo.getByLabel('Caption').press('Enter');
  await expect(page.getByText('Caption saved')).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish this album?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(page.getByText('Published on the public gallery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on the site' })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/gallery');
  const album = visitor.getByRole('link', { name: title });
  await expect(album).toBeVisible();
  await album.click();
  await expect(visitor.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const image = visitor.getByRole('img', { name: 'A marshal puts out a tray fire' });
  await expect(image).toBeVisible();
  // The photo arrived resized by storage, in the box its width and height reserved.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(image).toHaveAttribute('width', '800');
  await visitor.close();
});

// Spec §2's /gallery/album/{id} for a visitor: a published demo album opens from the gallery with its photos;
// an album that does not exist (or is not published) answers 404 with the not-found page.
test('a visitor opens a published album from the gallery, and an unknown album is not found', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('link', { name: 'Annual safety audit and noise survey' })).toBeVisible();
  await expectAccessible(page, '/gallery');
  await page.getByRole('link', { name: 'Annual safety audit and noise survey' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Annual safety audit and noise survey' }),
  ).toBeVisible();
  await expect(page.getByText('Sound level measurements beside the hammer mill')).toBeVisible();
  await expectAccessible(page, 'a public album');
  await page.getByRole('button', { name: /^Open photo 1/ }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Photo 2 of 3' })).toBeVisible();
  await page.keyboard.press('Escape');

  const unknown = await page.goto('/gallery/album/00000000-0000-4000-8000-000000000000');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
