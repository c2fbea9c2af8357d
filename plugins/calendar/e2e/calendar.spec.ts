import { expect, test } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 13's calendar journey: a staff member schedules a weekly site visit,
// moves one occurrence by dragging it, changes "this and following", and the
// iCal feed (parsed with node-ical) has exactly those occurrences.
// A month of 2031 no demo event reaches; Nairobi is UTC+3 all year.
test('a weekly site visit is scheduled, one visit dragged, the rest moved to afternoons, and the feed agrees', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/calendar?date=2031-03-01');
  await expect(page.getByRole('heading', { name: 'March 2031' })).toBeVisible();

  // Schedule: Mondays 09:00–10:00 from 3 March, four times.
  await page.getByRole('button', { name: 'New event' }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByLabel('Title').fill('Weekly site visit — Bidco Thika');
  await dialog.getByLabel('Type').selectOption('site_visit');
  await dialog.getByLabel('Starts on').fill('2031-03-03');
  await dialog.getByLabel('Start time').fill('09:00');
  await dialog.getByLabel('Ends on').fill('2031-03-03');
  await dialog.getByLabel('End time').fill('10:00');
  await dialog.getByLabel('Repeats').selectOption('weekly');
  await dialog.getByRole('checkbox', { name: 'Mon' }).check();
  await dialog.getByLabel('Ends', { exact: true }).selectOption('count');
  await dialog.getByLabel('Times').fill('4');
  await dialog.getByRole('button', { name: 'Add event' }).click();
  await expect(dialog).toBeHidden();
  const visits = page.locator('.fc-event', { hasText: 'Weekly site visit' });
  await expect(visits).toHaveCount(4);

  // Drag the second visit (10 March) to Wednesday 12 March; Undo is offered.
  const second = page.locator('[data-occurrence="2031-03-10T06:00:00.000Z"]');
  const target = page.locator('td.fc-daygrid-day[data-date="2031-03-12"]');
  const from = await second.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The event or the day is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(/moved to 12 Mar 2031, 09:00/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(target.locator('.fc-event', { hasText: 'Weekly site visit' })).toHaveCount(1);

  // From 17 March on, afternoons: "this and following".
  await page.locator('[data-occurrence="2031-03-17T06:00:00.000Z"]').click();
  const edit = page.getByRole('dialog', { name: /^Edit Weekly site visit/ });
  await edit.getByRole('radio', { name: 'This and following events' }).check();
  await edit.getByLabel('Start time').fill('14:00');
  await edit.getByLabel('End time').fill('15:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('td[data-date="2031-03-24"] .fc-event')).toContainText('14:00');

  // The feed, as a phone would read it.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const feedDialog = page.getByRole('dialog', { name: 'Your calendar on your phone' });
  await feedDialog.getByRole('button', { name: 'Make my feed address' }).click();
  const address = await feedDialog.getByRole('textbox', { name: 'Feed address' }).inputValue();
  expect(address).toMatch(/\/functions\/v1\/calendar-feed\?token=[0-9a-f]{64}$/);
  const answer = await page.request.get(address);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const parsed = ical.sync.parseICS(await answer.text());
  const starts = Object.values(parsed)
    .filter(
      (e): e is VEvent =>
        e?.type === 'VEVENT' && !e.recurrenceid && String(e.summary).startsWith('Weekly site visit'),
    )
    .flatMap((e) =>
      ical.expandRecurringEvent(e, { from: new Date('2031-02-01'), to: new Date('2031-05-01') }),
    )
    .map((o) => new Date(o.start).toISOString())
    .sort();
  expect(starts).toEqual([
    '2031-03-03T06:00:00.000Z',
    '2031-03-12T06:00:00.000Z',
    '2031-03-17T11:00:00.000Z',
    '2031-03-24T11:00:00.000Z',
  ]);
});

test('the calendar with the demo month, and its event dialog, have no serious accessibility violations', async ({
  page,
}) => {
  const scan = async (label: string) => {
    await expect(page.getByTestId('calendar')).toHaveAttribute('aria-busy', 'false');
    // Contrast as a reader sees it, not mid-way: the pointer off the button just pressed (its hover colour) and no
    // colour transition running (seriousViolations waits for that; CI once measured the Week button half-way to
    // its pressed colour).
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page, label)).toEqual([]);
  };
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/calendar');
  // The demo's monthly toolbox talk is in every month.
  await expect(page.locator('.fc-event', { hasText: 'Monthly toolbox talk' }).first()).toBeVisible();
  await scan('/dashboard/calendar');
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page).toHaveURL(/view=week/);
  await scan('the week view');
  await page.getByRole('button', { name: 'New event' }).click();
  await expect(page.getByRole('dialog', { name: 'New event' })).toBeVisible();
  await scan('the new event dialog');
});

test('Today’s schedule on Home opens an event’s dialog on the calendar, and closing it takes the event off the URL', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard');
  // The demo has a call with the DOSHS inspector at 15:00 today, attended by the demo staff member.
  const widget = page.getByRole('region', { name: "Today's schedule" });
  await expect(widget.getByRole('link', { name: 'Call with the DOSHS inspector' })).toBeVisible();
  await expect(widget).toContainText('15:00');
  expect(await seriousViolations(page, 'Home', { include: 'main' })).toEqual([]);

  await widget.getByRole('link', { name: 'Call with the DOSHS inspector' }).click();
  await expect(page).toHaveURL(
    /\/dashboard\/calendar\?view=day&date=\d{4}-\d{2}-\d{2}&event=[0-9a-f-]{36}&occurrence=/,
  );
  const dialog = page.getByRole('dialog', { name: 'Edit Call with the DOSHS inspector' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start time')).toHaveValue('15:00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/event=/);
  await expect(page).toHaveURL(/view=day/);
});
