import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, DEMO_PASSWORD, signIn, submitLogin } from '../../../e2e/support/login.ts';

// Issue 13's documents journey: a staff member on the team of a demo project
// opens its Documents tab (the demo report is there) → uploads a PDF with the
// file chooser and another by drag and drop, watching the progress → previews
// the PDF in the dialog → uploads a new version → makes a share link that opens
// signed out. A visitor without the link, and a shop customer, are refused the
// rows and the bytes (RLS and storage RLS). The tab passes an axe scan.

const REPORT = fs.readFileSync(
  path.resolve(import.meta.dirname, '../demo/files/project-documents/demo/fire-safety-audit-report-2026.pdf'),
);

async function expectNoSeriousViolations(page: Page, label: string, exclude?: string) {
  expect(await seriousViolations(page, label, exclude ? { exclude } : {})).toEqual([]);
}

async function openDemoProjectDocuments(page: Page) {
  await page.goto('/dashboard/projects?q=Fire%20safety%20audit%202026&f.archive=all');
  await page.getByRole('link', { name: 'Fire safety audit 2026' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}/);
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page).toHaveURL(/tab=documents/);
}

async function anonKeyOf(page: Page) {
  const html = await (await page.request.get('/')).text();
  return /name="supabase-anon-key"\s+content="([^"]+)"/.exec(html)?.[1] ?? '';
}

test('staff upload a report, preview it, add a version and share it with a link that expires', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, DEMO.staff);
  await openDemoProjectDocuments(page);

  // The demo report is there, with who uploaded it.
  const demoReport = page.getByRole('listitem', { name: 'Fire safety audit report 2026' });
  await expect(demoReport).toBeVisible();
  await expect(demoReport).toContainText('uploaded by');
  await expectNoSeriousViolations(page, 'documents tab');

  // Upload by the file chooser.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([
    { name: `Noise survey ${stamp}.pdf`, mimeType: 'application/pdf', buffer: REPORT },
  ]);
  await expect(page.getByRole('progressbar', { name: `Uploading Noise survey ${stamp}.pdf` })).toBeAttached();
  const uploaded = page.getByRole('listitem', { name: `Noise survey ${stamp}` });
  await expect(uploaded).toBeVisible();
  await expect(uploaded.getByText('v1', { exact: true })).toBeVisible();
  await expect(uploaded).toContainText('Amina Hassan');

  // Upload by drag and drop.
  const dropped = await page.evaluateHandle(
    ([name, bytes]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return dt;
    },
    [`Site photos index ${stamp}.pdf`, Array.from(REPORT)] as const,
  );
  await page.getByTestId('documents-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('listitem', { name: `Site photos index ${stamp}` })).toBeVisible();

  // Preview: the PDF in a frame of the dialog, from a signed link.
  await page.getByRole('button', { name: `Preview Noise survey ${stamp}` }).click();
  const preview = page.getByRole('dialog');
  const frame = preview.locator('iframe');
  await expect(frame).toBeVisible();
  const previewUrl = (await frame.getAttribute('src')) ?? '';
  expect(previewUrl).toContain('/storage/v1/object/sign/project-documents/');
  // Chromium's PDF viewer shows it in the frame (not an error page: the object may be framed by its own origin).
  await expect
    .poll(() => page.frames().map((f) => f.url()))
    .toEqual(
      expect.arrayContaining([previewUrl, expect.stringMatching(/^chrome-extension:\/\/.+\/index\.html/)]),
    );
  expect(page.frames().some((f) => f.url().startsWith('chrome-error://'))).toBe(false);
  const fromPreview = await page.request.get(previewUrl);
  expect(fromPreview.status()).toBe(200);
  expect(fromPreview.headers()['content-type']).toContain('application/pdf');
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  // A new version of the same document.
  const versionChooser = page.waitForEvent('filechooser');
  await uploaded.getByRole('button', { name: `Upload new version of Noise survey ${stamp}` }).click();
  await (await versionChooser).setFiles([
    { name: `Noise survey ${stamp} final.pdf`, mimeType: 'application/pdf', buffer: REPORT },
  ]);
  await expect(uploaded.getByText('v2', { exact: true })).toBeVisible();
  await expect(uploaded).toContainText('1 earlier version');

  // A share link for one hour, which opens without signing in.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await uploaded.getByRole('button', { name: `Share link to Noise survey ${stamp}` }).click();
  const share = page.getByRole('dialog');
  await share.getByLabel('Link works for').selectOption({ label: '1 hour' });
  await share.getByRole('button', { name: 'Create and copy link' }).click();
  const linkBox = share.getByLabel('Link (expires in 1 hour)');
  await expect(linkBox).toHaveValue(/\/storage\/v1\/object\/sign\/project-documents\/.+\?token=/);
  // The "Link copied" toast is still fading in (its colours mid-animation are not what it settles on).
  await expectNoSeriousViolations(page, 'share dialog', '[data-sonner-toaster]');
  const link = await linkBox.inputValue();
  const stranger = await browser.newContext();
  const opened = await stranger.request.get(link);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body())).toEqual(REPORT);

  // Without the token the same object is refused to a signed-out visitor.
  const objectPath = new URL(link).pathname.replace('/storage/v1/object/sign/', '');
  const apikey = await anonKeyOf(page);
  for (const url of [`/storage/v1/object/${objectPath}`, `/storage/v1/object/authenticated/${objectPath}`]) {
    const bare = await stranger.request.get(new URL(url, page.url()).toString(), { headers: { apikey } });
    expect(bare.ok()).toBe(false);
  }
  await stranger.close();
  await share.getByRole('button', { name: 'Close' }).first().click();
  await expect(share).toBeHidden();
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByText(`uploaded version 2 of document “Noise survey ${stamp}”`)).toBeVisible();

  // On a phone the tab fits the screen and its controls stay reachable.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(uploaded).toBeVisible();
  await expect(uploaded.getByRole('button', { name: `Delete Noise survey ${stamp}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath('documents-phone.png'), fullPage: false });

  // Deleting asks first, then the document and its files are gone.
  await uploaded.getByRole('button', { name: `Delete Noise survey ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete document' }).click();
  await expect(uploaded).toHaveCount(0);
  const gone = await page.request.get(link);
  expect(gone.ok()).toBe(false);
});

test('a signed-out visitor and a shop customer are refused the documents by RLS and storage RLS', async ({
  page,
}) => {
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const apikey = await anonKeyOf(page);
  const client = () =>
    createClient(origin, apikey, { auth: { persistSession: false, autoRefreshToken: false } });

  // What the staff see: the demo report's object.
  const staff = client();
  expect(
    (await staff.auth.signInWithPassword({ email: DEMO.staff, password: DEMO_PASSWORD })).error,
  ).toBeNull();
  const versions = await staff.from('project_document_versions').select('storage_path').limit(1);
  const objectPath = versions.data?.[0]?.storage_path as string;
  expect(objectPath).toMatch(/^[0-9a-f-]{36}\/[0-9a-f-]{36}\//);
  expect((await staff.storage.from('project-documents').download(objectPath)).error).toBeNull();

  const customer = client();
  expect(
    (await customer.auth.signInWithPassword({ email: DEMO.customer, password: DEMO_PASSWORD })).error,
  ).toBeNull();
  for (const [who, c] of [
    ['visitor', client()],
    ['customer', customer],
  ] as const) {
    const bucket = c.storage.from('project-documents');
    expect((await bucket.download(objectPath)).error, who).not.toBeNull();
    expect((await bucket.createSignedUrl(objectPath, 60)).error, who).not.toBeNull();
    expect((await bucket.list(objectPath.split('/')[0])).data ?? [], who).toHaveLength(0);
    const rows = await c.from('project_document_versions').select('id');
    expect(rows.data ?? [], who).toHaveLength(0);
    const upload = await bucket.upload(`${objectPath.split('/').slice(0, 2).join('/')}/x-evil.pdf`, REPORT, {
      contentType: 'application/pdf',
    });
    expect(upload.error, who).not.toBeNull();
  }

  // And the screen: a shop customer is turned away from the project's Documents tab.
  const projectId = objectPath.split('/')[0];
  await page.goto('/login');
  await submitLogin(page, DEMO.customer);
  // Signed in (a customer lands in the shop) before the next address, which would cut the sign-in short.
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto(`/dashboard/projects/${projectId}?tab=documents`);
  await expect(page.getByText('Access denied for customer accounts').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose files' })).toHaveCount(0);
});
