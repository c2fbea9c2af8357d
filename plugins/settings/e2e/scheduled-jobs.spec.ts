import { expect, test } from '@playwright/test';
import { apiSignIn } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

const JOB = 'kernel.notifications-retention';

test('a superadmin runs the notification sweep by hand and turns it off and on again', async ({
  page,
  request,
}) => {
  try {
    await signIn(page, DEMO.superadmin);
    await page.goto('/dashboard/settings');
    await page.getByRole('tab', { name: 'Scheduled jobs' }).click();
    await expect(page).toHaveURL(/tab=jobs/);

    const row = page.getByRole('row', { name: JOB });
    await expect(row).toContainText('every day');
    // The server's own runner may already have run it once since start-up.
    const runsBefore = Number((/(\d+) runs?/.exec((await row.textContent()) ?? '') ?? [])[1]);
    expect(Number.isInteger(runsBefore)).toBe(true);

    await row.getByRole('button', { name: `Run now: ${JOB}` }).click();
    await expect(page.getByText(`${JOB} ran and succeeded`)).toBeVisible();
    await expect(row).toContainText('Succeeded');
    await expect(row).toContainText('just now');
    await expect(row).toContainText(`${runsBefore + 1} ${runsBefore + 1 === 1 ? 'run' : 'runs'}`);

    const enabled = row.getByRole('switch', { name: `Enabled: ${JOB}` });
    await expect(enabled).toBeChecked();
    await enabled.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click();
    await expect(enabled).not.toBeChecked();
    await expect(row).toContainText('Off: runs only by hand');
    await enabled.click();
    await expect(enabled).toBeChecked();
    await expect(row).not.toContainText('Off: runs only by hand');

    // Settings → Activity words what was done.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const entries = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
    await expect(entries.first()).toContainText(`Grace Wanjiru turned on the scheduled job ${JOB}`);
    await expect(entries.nth(1)).toContainText(`Grace Wanjiru turned off the scheduled job ${JOB}`);
    await expect(entries.nth(2)).toContainText(`Grace Wanjiru ran ${JOB} by hand`);

    // On a phone the table scrolls inside its frame: the page itself does not scroll sideways,
    // and Run now is still there to press.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('tab', { name: 'Scheduled jobs' }).click();
    await expect(row).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await row.getByRole('button', { name: `Run now: ${JOB}` }).scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: `Run now: ${JOB}` })).toBeInViewport();
  } finally {
    // Whatever failed above, the sweep stays on for the other journeys.
    const session = await apiSignIn(request, DEMO.superadmin);
    await request.post('/rest/v1/rpc/admin_set_job_enabled', {
      headers: session.headers,
      data: { job_name: JOB, enabled: true },
    });
  }
});
