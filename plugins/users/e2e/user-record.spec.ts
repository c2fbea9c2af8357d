import { expect, test } from '@playwright/test';
import { apiSignIn, createJourneyStaff } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('an admin opens a staff member from the list, adds a note, and sees a job-title change made elsewhere', async ({
  page,
  request,
}) => {
  const fullName = `Wanjiku Timeline ${Date.now().toString(36)}`;
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'timeline',
    fullName,
    password: 'Timeline-Journey-2026',
  });

  await signIn(page, DEMO.admin);
  await page.goto(`/dashboard/users?q=${encodeURIComponent(fullName)}`);
  await page.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(email);

  await page.getByLabel('Add a note').fill('Induction done; site boots issued.');
  await page.getByLabel('Add a note').press('Control+Enter');
  await expect(page.getByText('Induction done; site boots issued.')).toBeVisible();

  // The member changes their own job title from another device (the REST API).
  const member = await apiSignIn(request, email, password);
  const res = await request.patch(`/rest/v1/profiles?auth_id=eq.${member.user.id}`, {
    headers: member.headers,
    data: { job_title: 'Field auditor' },
  });
  expect(res.status()).toBeLessThan(300);

  // Live: the change appears without a reload, worded with the member's name.
  await expect(page.getByText(`${fullName} set job title to Field auditor`)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Induction done; site boots issued.')).toBeVisible();
  await expect(page.getByText(`${fullName} set job title to Field auditor`)).toBeVisible();
});
