import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 13's tasks journey: the staff member who manages a demo project opens
// it → adds tasks → ticks them and sees the progress move → moves a task on
// the board with the keyboard (and it stays there after a reload) → finds the
// move on the project's timeline → sees the task under "My tasks" → and the
// project as a bar on the timeline view. Every screen passes an axe scan.
async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

test('a project manager adds tasks, ticks them, moves one on the board with the keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const first = `Collect the HACCP plan ${stamp}`;
  const second = `Photograph the cold room ${stamp}`;

  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/projects?q=Ruiru');
  await page.getByRole('link', { name: 'Food safety audit — Ruiru creamery' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}/);
  const projectUrl = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'Tasks' }).click();

  const progress = page.getByTestId('task-progress');
  await expect(progress).toContainText('tasks done');
  const before = /(\d+) of (\d+) tasks done/.exec((await progress.textContent()) ?? '');
  const done = Number(before?.[1] ?? 0);
  const total = Number(before?.[2] ?? 0);

  // Add two tasks, the first assigned to me with a due date and a high priority.
  for (const title of [first, second]) {
    await page.getByRole('button', { name: 'Add task' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await dialog.getByLabel('Task', { exact: true }).fill(title);
    if (title === first) {
      await dialog.getByLabel('Assignee').selectOption({ label: 'Amina Hassan' }); // the demo staff member: me
      await dialog.getByLabel('Due').fill('2099-12-31');
      await dialog.getByLabel('Priority').selectOption('high');
    }
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(progress).toContainText(`${done} of ${total + 2} tasks done`);

  // Tick both from the list: the count and the bar follow.
  await page.getByRole('checkbox', { name: `Mark ${first} done` }).check();
  await expect(progress).toContainText(`${done + 1} of ${total + 2} tasks done`);
  await page.getByRole('checkbox', { name: `Mark ${second} done` }).check();
  await expect(progress).toContainText(`${done + 2} of ${total + 2} tasks done`);
  const percent = Math.floor((100 * (done + 2)) / (total + 2));
  await expect(page.getByRole('progressbar', { name: 'Task progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );

  // Reopen the first and move it on the board with the keyboard: Done ← … it goes to To do, then right.
  await page.getByRole('checkbox', { name: `Reopen ${first}` }).uncheck();
  await expect(progress).toContainText(`${done + 1} of ${total + 2} tasks done`);
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page).toHaveURL(/tasks=board/);
  const todo = page.getByRole('region', { name: /^To do/ });
  const inProgress = page.getByRole('region', { name: /^In progress/ });
  const card = page.getByRole('button', { name: first, exact: true });
  await expect(todo.getByRole('button', { name: first, exact: true })).toBeVisible();
  await card.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(inProgress.getByRole('button', { name: first, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${first} moved to In progress` })).toBeAttached();
  await expect(card).toBeFocused();

  // The database kept it: after a reload it is still in progress.
  await page.reload();
  await expect(
    page.getByRole('region', { name: /^In progress/ }).getByRole('button', { name: first, exact: true }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the task board');

  // The mouse: drag the done task onto the Blocked column's heading.
  const blocked = page.getByRole('region', { name: /^Blocked/ });
  await page
    .getByRole('article', { name: second })
    .dragTo(blocked.getByRole('heading', { name: /^Blocked/ }));
  await expect(blocked.getByRole('button', { name: second, exact: true })).toBeVisible();
  await expect(progress).toContainText(`${done} of ${total + 2} tasks done`);

  // The project's timeline says what happened.
  await page.goto(`${projectUrl}?tab=timeline`);
  await expect(page.getByText(new RegExp(`completed task “${second}”`)).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`reopened task “${first}”`)).first()).toBeVisible();

  // My tasks: the open task assigned to me, linking back to its project's Tasks tab.
  await page.goto(`/dashboard/projects/my-tasks?q=${stamp}`);
  const mine = page.getByRole('link', { name: first });
  await expect(mine).toBeVisible();
  await expect(mine).toHaveAttribute('href', `${projectUrl}?tab=tasks`);
  await expectNoSeriousViolations(page, 'my tasks');

  // The timeline view: the project is a bar that leads to it.
  await page.goto('/dashboard/projects/timeline');
  const bar = page.getByRole('link', { name: /^PRJ-\d{4}-\d{4} Food safety audit — Ruiru creamery:/ });
  await expect(bar).toHaveAttribute('href', projectUrl);
  await expectNoSeriousViolations(page, 'the projects timeline');
  await page.getByRole('button', { name: 'Quarter' }).click();
  await expect(page).toHaveURL(/zoom=quarter/);
  await expect(bar).toBeVisible();
});
