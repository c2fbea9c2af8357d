// Statement of account end to end (issue 14, ADR 029): a demo customer with
// invoices and payments gets one more invoice, paid in two parts (→ paid) and
// one left open; staff open the customer → Balance tab → Statement; the table
// shows the running balance the database computed (read through the API in the
// test); the downloaded PDF's text (extracted with unpdf) has the invoice
// numbers and the closing balance; "E-mail statement" puts it in the built-in
// mailbox with the PDF attached. axe on the tab and the page.
import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { type ApiSession, apiSignIn } from '../../../e2e/support/api.ts';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

const CUSTOMER = 'Mavoko Steel Rolling Mills Ltd';

async function scan(page: Page, label: string) {
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

async function rpc(request: APIRequestContext, session: ApiSession, name: string, args: unknown) {
  const res = await request.post(`/rest/v1/rpc/${name}`, { headers: session.headers, data: args });
  expect(res.status(), `${name}: ${await res.text()}`).toBe(200);
  return res.json();
}

const money = (v: string) =>
  new Intl.NumberFormat('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(v));

test('a customer statement shows the running balance, downloads as a PDF and is e-mailed with it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const staff = await apiSignIn(request, DEMO.staff);
  const admin = await apiSignIn(request, DEMO.admin);
  const found = await request.get(
    `/rest/v1/customers?select=id,email&name=eq.${encodeURIComponent(CUSTOMER)}`,
    {
      headers: staff.headers,
    },
  );
  const [customer] = (await found.json()) as { id: string; email: string | null }[];
  expect(customer, `the demo customer ${CUSTOMER}`).toBeTruthy();

  // One more invoice, paid in two parts (issued → partly paid → paid), and one left open.
  const invoice = async (price: string) => {
    const draft = await rpc(request, staff, 'save_invoice_draft', {
      invoice_id: null,
      draft: {
        customer_id: customer.id,
        lines: [
          {
            description: 'Noise survey of the rolling mill',
            quantity: '1',
            unit_price: price,
            tax_code: 'EXEMPT',
          },
        ],
      },
    });
    return (await rpc(request, admin, 'issue_invoice', { invoice_id: draft.id })) as {
      id: string;
      number: string;
    };
  };
  const paidInvoice = await invoice('40000');
  const openInvoice = await invoice('12500');
  for (const [amount, reference] of [
    ['15000', 'KCB FT26330AB1C2'],
    ['25000', 'KCB FT26331ZX9Y8'],
  ])
    await rpc(request, staff, 'record_payment', {
      payload: {
        customer_id: customer.id,
        method: 'bank_transfer',
        amount,
        reference,
        allocations: [{ invoice_id: paidInvoice.id, amount }],
      },
    });
  const paid = await request.get(`/rest/v1/invoices?select=status&id=eq.${paidInvoice.id}`, {
    headers: staff.headers,
  });
  expect(await paid.json()).toEqual([{ status: 'paid' }]);

  // What the statement must show, as the database computes it (the page's default period).
  await signIn(page, DEMO.staff);
  await page.goto(`/dashboard/customers/${customer.id}?tab=balance`);
  await expect(page.getByTestId('balance-due')).toBeVisible({ timeout: 20_000 });
  await scan(page, 'balance tab');
  const statementLink = page.getByRole('link', { name: 'Statement', exact: true });
  const href = (await statementLink.getAttribute('href')) ?? '';
  const period = new URL(href, 'http://x').searchParams;
  const expected = await rpc(request, staff, 'customer_statement', {
    customer_id: customer.id,
    from_date: period.get('from'),
    to_date: period.get('to'),
  });
  await expect(page.getByTestId('balance-due')).toContainText(money(expected.closing_balance));

  await statementLink.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoicing/statements/${customer.id}\\?from=`));
  const table = page.getByRole('table', { name: 'Statement lines, KES' });
  await expect(table).toBeVisible();
  // The rows of this test's documents, with the running balance after each.
  const lineOf = (reference: string, kind: string) =>
    expected.lines.find(
      (l: { reference: string; kind: string }) => l.reference === reference && l.kind === kind,
    );
  for (const [reference, kind] of [
    [paidInvoice.number, 'invoice'],
    [openInvoice.number, 'invoice'],
  ]) {
    const line = lineOf(reference, kind);
    expect(line, `${reference} on the statement`).toBeTruthy();
    await expect(table.getByRole('row').filter({ hasText: reference })).toContainText(money(line.balance));
  }
  const payments = expected.lines.filter((l: { kind: string }) => l.kind === 'payment').slice(-2);
  for (const p of payments)
    await expect(table.getByRole('row').filter({ hasText: p.reference })).toContainText(money(p.balance));
  await expect(page.getByTestId('closing-balance')).toHaveText(money(expected.closing_balance));
  await scan(page, 'statement page');

  // The PDF: the invoice numbers and the closing balance, read back from its text.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Statement-mavoko-steel-rolling-mills-ltd-${period.get('to')}.pdf`);
  const bytes = new Uint8Array(fs.readFileSync((await file.path()) as string));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(paidInvoice.number);
  expect(flat).toContain(openInvoice.number);
  expect(flat).toContain(
    `Closing balance ${money(expected.total_debits)} ${money(expected.total_credits)} ${money(expected.closing_balance)}`,
  );

  // E-mail it: the mailbox shows it with the PDF attached.
  await page.getByRole('button', { name: 'E-mail statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the statement' });
  await dialog.getByLabel('To').fill('accounts@mavokosteel.co.ke');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Statement sent to accounts@mavokosteel.co.ke')).toBeVisible();

  const desk = await browser.newPage();
  await signIn(desk, DEMO.superadmin);
  await desk.goto('/dashboard/email/mailbox');
  await desk
    .getByRole('row')
    .filter({ hasText: 'accounts@mavokosteel.co.ke' })
    .first()
    .getByText(/Your statement of account/)
    .click({ timeout: 30_000 });
  const opened = desk.getByRole('dialog', { name: /Your statement of account/ });
  await expect(opened.getByRole('region', { name: 'Attachments' })).toContainText(
    'Statement-mavoko-steel-rolling-mills-ltd-',
  );
  await desk.close();
});
