import { expect, test } from '@playwright/test';
import { apiSignIn, createJourneyStaff, serviceRoleHeaders } from './support/api.ts';
import { signIn } from './support/login.ts';

test('a staff member sees a new notification arrive on the bell, follows it, and it is marked read', async ({
  page,
  request,
}) => {
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'bell',
    fullName: 'Njeri Bell',
    password: 'Bell-Journey-2026',
  });
  const staff = await apiSignIn(request, email, password);
  await signIn(page, email, password);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByText('You have no notifications.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();

  // Server-side code (a module's RPC, a job, an edge function with the service role) tells them something.
  const created = await request.post('/rest/v1/notifications', {
    headers: { ...serviceRoleHeaders(), prefer: 'return=representation' },
    data: {
      recipient: staff.user.id,
      kind: 'calendar.site-visit',
      title: 'Site visit booked for tomorrow',
      body: 'Kasarani Steel — noise survey at 09:00',
      link: '/dashboard/calendar',
    },
  });
  expect(created.status(), 'service role inserts a notification').toBe(201);
  const [{ id }] = (await created.json()) as { id: number }[];

  // Live: no reload.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const item = page.getByRole('menuitem', { name: /Site visit booked for tomorrow/ });
  await expect(item).toContainText('Unread');
  await expect(item).toContainText('Kasarani Steel — noise survey at 09:00');
  await expect(item).toContainText('just now');
  await item.click();

  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect
    .poll(
      async () => {
        const res = await request.get(`/rest/v1/notifications?id=eq.${id}&select=read_at`, {
          headers: staff.headers,
        });
        return ((await res.json()) as { read_at: string | null }[])[0]?.read_at ?? null;
      },
      { message: 'read_at is set on the server' },
    )
    .not.toBeNull();
});
