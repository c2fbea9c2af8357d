import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

const SEED_HEADING = 'Safe, healthy and compliant workplaces';

test('a superadmin edits the home hero and a team member; visitors see them only after publishing', async ({
  page,
  browser,
}) => {
  // Two browsers (the superadmin's and a visitor's) and a restore at the end: more than the default.
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=website');
  const heading = page.getByLabel('Heading');
  await expect(heading).toHaveValue(SEED_HEADING);
  try {
    await heading.fill('Workplaces that pass inspection');
    await page.getByRole('button', { name: 'Save hero draft' }).click();
    await expect(page.getByText('Hero saved as a draft')).toBeVisible();
    await page.getByRole('button', { name: 'Add team member' }).click();
    const form = page.getByRole('form', { name: 'New team member' });
    await form.getByLabel('Name').fill('Grace Wanjiru');
    await form.getByLabel('Role').fill('Lead safety advisor');
    await form.getByLabel('Short bio').fill('Approved safety and health advisor.');
    await form.getByRole('button', { name: 'Save team member' }).click();
    await expect(page.getByRole('button', { name: 'Edit Grace Wanjiru' })).toBeVisible();
    await expect(page.getByText(/Unpublished changes/)).toBeVisible();

    // Not before publishing.
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(SEED_HEADING);
    await visitor.goto('/team');
    await expect(visitor.getByText('Grace Wanjiru')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The site shows exactly this.')).toBeVisible();

    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Workplaces that pass inspection');
    await visitor.goto('/team');
    const team = visitor.getByRole('list', { name: 'Team members' });
    await expect(team.getByRole('heading', { name: 'Grace Wanjiru' })).toBeVisible();
    await expect(team.getByText('Lead safety advisor')).toBeVisible();
  } finally {
    // Other journeys read the home page: put the seeded content back through the same screen.
    await page.goto('/dashboard/settings?tab=website');
    await page.getByLabel('Heading').fill(SEED_HEADING);
    await page.getByRole('button', { name: 'Save hero draft' }).click();
    await expect(page.getByText('Hero saved as a draft').first()).toBeVisible();
    const remove = page.getByRole('button', { name: 'Remove Grace Wanjiru' });
    if (await remove.count()) {
      await remove.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(remove).toHaveCount(0);
    }
    const publish = page.getByRole('button', { name: 'Publish' });
    if (await publish.isEnabled()) await publish.click();
    await expect(page.getByText('The site shows exactly this.')).toBeVisible();
    await visitor.context().close();
  }
});

/** A 1×1 PNG: the storage server checks the bytes against the declared type. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a superadmin adds a client logo; visitors see it on /clients only after publishing', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=website');
  try {
    await page.getByRole('button', { name: 'Add client' }).click();
    const form = page.getByRole('form', { name: 'New client' });
    await form.getByLabel('Client name').fill('Kenya Flower Growers');
    await form.getByLabel('Client’s website').fill('https://flowers.example');
    await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Logo of the new client' })).toBeVisible();
    await form.getByRole('button', { name: 'Save client' }).click();
    await expect(page.getByRole('button', { name: 'Edit Kenya Flower Growers' })).toBeVisible();

    // Not before publishing.
    await visitor.goto('/clients');
    await expect(visitor.getByRole('heading', { name: 'Sectors we serve' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: 'Kenya Flower Growers' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The site shows exactly this.')).toBeVisible();

    await visitor.goto('/clients');
    const logos = visitor.getByRole('list', { name: 'Client logos' });
    const logo = logos.getByRole('img', { name: 'Kenya Flower Growers' });
    await expect(logo).toBeVisible();
    // The logo file itself loads for a signed-out visitor.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(logos.getByRole('link', { name: 'Kenya Flower Growers' })).toHaveAttribute(
      'href',
      'https://flowers.example',
    );
  } finally {
    // Other journeys read /clients: back to no client logos, through the same screen.
    await page.goto('/dashboard/settings?tab=website');
    const remove = page.getByRole('button', { name: 'Remove Kenya Flower Growers' });
    await expect(page.getByRole('button', { name: 'Add client' })).toBeVisible();
    if (await remove.count()) {
      await remove.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(remove).toHaveCount(0);
    }
    const publish = page.getByRole('button', { name: 'Publish' });
    if (await publish.isEnabled()) await publish.click();
    await expect(page.getByText('The site shows exactly this.')).toBeVisible();
    await visitor.context().close();
  }
});

test('a superadmin edits a service page’s text; visitors see it only after that page is published', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  const NOISE = '/services/survey-analysis/noise';
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=website');
  const pages = page.getByRole('region', { name: 'Service pages' });
  const form = page.getByRole('form', { name: /^Edit Noise survey/ });
  try {
    await pages.getByRole('button', { name: 'Edit Noise survey', exact: true }).click();
    await form.getByLabel('Title').fill('Noise surveys and hearing checks');
    const points = form.getByLabel('What we deliver');
    await points.fill(`${await points.inputValue()}\nHearing protection plan`);
    await form.getByRole('button', { name: 'Save page draft' }).click();
    await expect(page.getByText('Noise surveys and hearing checks saved as a draft')).toBeVisible();
    const draft = page.getByRole('region', { name: `Draft of ${NOISE}` });
    await expect(draft.getByText('Hearing protection plan')).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Published ${NOISE}` }).getByText('Noise survey'),
    ).toBeVisible();

    // Not before publishing: the server's HTML and the page after it hydrates both show the published text.
    const before = await (await visitor.request.get(NOISE)).text();
    expect(before).toMatch(/<h1[^>]*>Noise survey<\/h1>/);
    await visitor.goto(NOISE);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Noise survey');
    await expect(visitor.getByText('Hearing protection plan')).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish page' }).click();
    await expect(page.getByText('The page shows exactly this.')).toBeVisible();

    const after = await (await visitor.request.get(NOISE)).text();
    expect(after).toMatch(/<h1[^>]*>Noise surveys and hearing checks<\/h1>/);
    expect(after).toContain('<title>Noise surveys and hearing checks — ');
    await visitor.goto(NOISE);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Noise surveys and hearing checks');
    await expect(visitor.getByText('Hearing protection plan')).toBeVisible();
  } finally {
    // Other journeys read the service pages: the seeded wording back, published, through the same screen.
    await page.goto('/dashboard/settings?tab=website');
    await pages.getByRole('button', { name: /^Edit Noise survey/ }).click();
    await form.getByLabel('Title').fill('Noise survey');
    await form
      .getByLabel('What we deliver')
      .fill(['Noise map', 'Personal exposure results', 'Hearing conservation advice'].join('\n'));
    await form.getByRole('button', { name: 'Save page draft' }).click();
    await expect(page.getByText('Noise survey saved as a draft')).toBeVisible();
    const publish = page.getByRole('button', { name: 'Publish page' });
    if (await publish.isEnabled()) await publish.click();
    await expect(page.getByText('The page shows exactly this.')).toBeVisible();
    await visitor.context().close();
  }
});
