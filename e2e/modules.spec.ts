import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/demo.ts';

test('a superadmin turns Leads off: it leaves a staff member’s menu and its page, then comes back', async ({
  browser,
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

    await signIn(staff, DEMO.staff);
    const staffNav = staff.getByRole('navigation', { name: 'Dashboard' });
    await expect(staffNav.getByRole('link', { name: 'Leads' })).toBeVisible();

    await leadsSwitch.click();
    await admin.getByRole('button', { name: 'Turn off' }).click();
    await expect(leadsSwitch).not.toBeChecked();

    // The open dashboard follows live (realtime), without a reload.
    await expect(staffNav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
    await staff.goto('/dashboard/leads');
    await expect(staff).toHaveURL(/\/dashboard$/);
  } finally {
    if (!(await leadsSwitch.isChecked().catch(() => true))) {
      await leadsSwitch.click();
      await expect(leadsSwitch).toBeChecked();
    }
    await adminCtx.close();
    await staffCtx.close();
  }
});
