import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiSignIn, createJourneyStaff, serviceRoleHeaders } from './support/api.ts';
import { signIn } from './support/login.ts';

/** What a module's server-side code does: one notification for one member (here with the service role). */
async function notify(
  request: APIRequestContext,
  recipient: string,
  n: { title: string; body?: string; link?: string },
): Promise<number> {
  const created = await request.post('/rest/v1/notifications', {
    headers: { ...serviceRoleHeaders(), prefer: 'return=representation' },
    data: { recipient, kind: 'calendar.site-visit', ...n },
  });
  expect(created.status(), 'service role inserts a notification').toBe(201);
  return ((await created.json()) as { id: number }[])[0].id;
}

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
  // The bell's channel is joined: what is made from now on arrives live (not by a re-read on joining).
  await expect(bell).toHaveAttribute('data-live', 'true');

  // Server-side code (a module's RPC, a job, an edge function with the service role) tells them something.
  const id = await notify(request, staff.user.id, {
    title: 'Site visit booked for tomorrow',
    body: 'Kasarani Steel — noise survey at 09:00',
    link: '/dashboard/calendar',
  });

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

test('after a reload the bell still follows new notifications live, and "Mark all read" clears them', async ({
  page,
  request,
}) => {
  const { email, password } = await createJourneyStaff(request, {
    prefix: 'bell-reload',
    fullName: 'Wafula Bell',
    password: 'Bell-Reload-Journey-2026',
  });
  const staff = await apiSignIn(request, email, password);
  await signIn(page, email, password);
  await notify(request, staff.user.id, { title: 'Certificate expires in 30 days' });
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The session comes back from storage: the live channel must join with the member's token again.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // Joined again (with the member's token, not as anon): the next one must arrive live.
  await expect(bell).toHaveAttribute('data-live', 'true');
  await notify(request, staff.user.id, { title: 'Invoice INV-2026-031 paid', link: '/dashboard/invoicing' });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  await bell.click();
  await page.getByRole('menuitem', { name: 'Mark all read' }).click();
  // The menu stays open (the rest of the page is hidden from assistive technology meanwhile).
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByText('Unread:')).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
});
