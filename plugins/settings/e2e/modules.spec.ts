import { expect, test } from '@playwright/test';
import { apiSignIn, setModuleEnabled } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a superadmin turns Leads off: it leaves a staff member’s menu and its page, then comes back', async ({
  browser,
  request,
}) => {
  const adminCtx = await browser.newContext();
  const staffCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const staff = await staffCtx.newPage();
  const leadsSwitch = admin.getByRole('switch', { name: 'Leads' });
  try {
    await signIn(admin, DEMO.superadmin);
    await admin.goto('/dashboard/settings');
    await expect(leadsSwitch).toBeChecked();
    // A module not built yet is off, says so, and cannot be switched on (ADR 049).
    await expect(admin.getByRole('switch', { name: 'HR' })).toBeDisabled();
    await expect(admin.getByRole('switch', { name: 'HR' })).not.toBeChecked();

    await signIn(staff, DEMO.staff);
    const staffLeadsLink = staff
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Leads' });
    await expect(staffLeadsLink).toBeVisible();
    // Nor does the menu offer it.
    await expect(
      staff.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'HR' }),
    ).toHaveCount(0);

    await leadsSwitch.click();
    await admin.getByRole('button', { name: 'Turn off' }).click();
    await expect(leadsSwitch).not.toBeChecked();

    // The open dashboard follows live (realtime), without a reload.
    await expect(staffLeadsLink).toHaveCount(0);
    await staff.goto('/dashboard/leads');
    await expect(staff).toHaveURL(/\/dashboard$/);
    // …and says why instead of landing on the home page without a word.
    await expect(staff.getByText('Leads is switched off. Ask a superadmin to turn it on.')).toBeVisible();

    // Settings say who turned it off (read from the database after a reload).
    await admin.reload();
    await expect(admin.getByText(/^Turned off .* by Grace Wanjiru$/)).toBeVisible();
    // …and the Activity tab lists it, newest first.
    await admin.getByRole('tab', { name: 'Activity' }).click();
    await expect(admin).toHaveURL(/tab=activity/);
    await expect(
      admin.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem').first(),
    ).toContainText('Grace Wanjiru turned off Leads');
    await admin.getByRole('tab', { name: 'Modules' }).click();

    // Back on: the staff member's menu offers Leads again, and its page opens.
    await leadsSwitch.click();
    await expect(leadsSwitch).toBeChecked();
    await expect(staffLeadsLink).toBeVisible();
    await staffLeadsLink.click();
    await expect(staff).toHaveURL(/\/dashboard\/leads$/);
    await expect(staff.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  } finally {
    // Whatever failed above, the other journeys need Leads on.
    await setModuleEnabled(request, await apiSignIn(request, DEMO.superadmin), 'leads', true);
    await adminCtx.close();
    await staffCtx.close();
  }
});
