import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 26, ADR 073: a survey asks for a file (a noise report as a PDF) → a visitor on a phone is told what it
// takes, is refused an image of the wrong kind before anything uploads, uploads the PDF, reloads without
// losing it, sends → staff open the response and download the file under its name. The survey also sends
// its respondents on to the firm's site after the thank-you, and the page carries the firm's name.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a visitor on a phone attaches a PDF to a survey answer, and staff download it from the response', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await apiSignIn(request, DEMO.staff);
  const title = `Noise report upload ${Date.now()}`;
  const fileKey = randomUUID();
  const created = await request.post('/rest/v1/surveys', {
    headers: { ...staff.headers, prefer: 'return=representation' },
    data: {
      title,
      draft: {
        questions: [
          { key: randomUUID(), kind: 'short_text', title: 'Site name', required: true },
          {
            key: fileKey,
            kind: 'file_upload',
            title: 'Your noise report',
            required: true,
            file_types: ['pdf'],
            max_mb: 1,
          },
        ],
        settings: {
          thank_you: 'Asante! We will read your report.',
          redirect_url: 'https://safeworks.example/next',
        },
      },
    },
  });
  expect(created.status()).toBe(201);
  const [{ id }] = (await created.json()) as { id: string }[];
  const published = await request.post('/rest/v1/rpc/publish_survey', {
    headers: staff.headers,
    data: { p_id: id },
  });
  expect(published.status()).toBe(200);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const visitor = await phone.newPage();
  // Never leave for the example address: the countdown is stopped below, this only guards it.
  await visitor.route('https://safeworks.example/**', (route) => route.fulfill({ body: 'next' }));
  await visitor.goto(`/surveys/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /: home page$/ })).toBeVisible();
  await visitor.getByLabel(/Site name/).fill('Athi River quarry');
  const chooser = visitor.getByLabel(/Your noise report/);
  await expect(visitor.getByText('One file: a PDF, at most 1 MB.')).toBeVisible();

  // A picture is refused before anything is uploaded.
  await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(visitor.getByRole('alert')).toHaveText('The file for “Your noise report” must be a PDF');

  await chooser.setInputFiles({
    name: 'Athi River noise report.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  const remove = visitor.getByRole('button', { name: 'Remove Athi River noise report.pdf' });
  await expect(remove).toBeVisible();

  // A reload keeps the uploaded file with the other answers.
  await visitor.reload();
  await expect(visitor.getByRole('button', { name: 'Remove Athi River noise report.pdf' })).toBeVisible();
  await expect(visitor.getByLabel(/Site name/)).toHaveValue('Athi River quarry');
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Asante! We will read your report.')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Continue to safeworks.example' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(visitor.getByText(/Taking you there/)).toHaveCount(0);
  await phone.close();

  await signIn(page, DEMO.staff);
  await page.goto(`/dashboard/surveys/${id}/analytics`);
  await page
    .getByRole('region', { name: 'Individual responses' })
    .getByRole('row')
    .filter({ hasText: 'Anonymous' })
    .click();
  const response = page.getByRole('dialog', { name: /^Response of / });
  await expect(response.getByText('Athi River noise report.pdf')).toBeVisible();
  const download = page.waitForEvent('download');
  await response.getByRole('button', { name: 'Download Athi River noise report.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Athi River noise report.pdf');
  const saved = await file.path();
  expect(saved).toBeTruthy();
  const fs = await import('node:fs');
  expect(fs.readFileSync(saved!)).toEqual(PDF);
});
