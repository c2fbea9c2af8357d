// The enquiry form as a visitor uses it: checks before sending, one send per
// click, the reference shown, the database's refusal under its field, "try
// again later" when throttled, the honeypot out of everyone's way, and the
// database's form token: asked for when the visitor starts, sent with the
// enquiry once it is old enough.
import { DataError } from '@kernel/data/data-error.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GetFormToken, SendEnquiry } from '../content/enquiry.ts';
import { InteractiveEnquiryForm as EnquiryForm } from './enquiry-form-interactive.tsx';

const TOKEN = '6f1c2a8e-3b7d-4c59-9e21-0a4b8c7d6e5f';

function setup(
  send: SendEnquiry,
  service?: string,
  getToken: GetFormToken = vi.fn<GetFormToken>(async () => ({ token: TOKEN, minWaitMs: 0 })),
) {
  const user = userEvent.setup();
  render(
    <EnquiryForm
      title="Send an enquiry"
      submitLabel="Send enquiry"
      source="website_form"
      service={service}
      send={send}
      getToken={getToken}
    />,
  );
  const form = screen.getByRole('form', { name: 'Send an enquiry' });
  return { user, form };
}

async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Full name'), 'Achieng Otieno');
  await user.type(within(form).getByLabelText('Email'), 'achieng@lakeside.co.ke');
  await user.selectOptions(within(form).getByLabelText('Service'), 'audits/fire-safety');
  await user.type(within(form).getByLabelText('How can we help?'), 'Fire audit for a hotel');
}

describe('the enquiry form', () => {
  it('sends once, with the form token and an empty honeypot, and shows the reference', async () => {
    let resolve: (v: { reference: string }) => void = () => {};
    const send = vi.fn<SendEnquiry>(
      () =>
        new Promise((r) => {
          resolve = r;
        }),
    );
    const { user, form } = setup(send);
    await fill(user, form);
    const button = within(form).getByRole('button', { name: 'Send enquiry' });
    await user.click(button);
    expect(within(form).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({
      contact_name: 'Achieng Otieno',
      email: 'achieng@lakeside.co.ke',
      service: 'audits/fire-safety',
      source: 'website_form',
      website: '',
      token: TOKEN,
    });
    resolve({ reference: 'ENQ-2026-000123' });
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Your reference number is ENQ-2026-000123');
    // Focus moves to the thanks in an effect after it renders: on a slow machine that is a tick later.
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  it('asks for a way to reply before sending anything', async () => {
    const send = vi.fn<SendEnquiry>();
    const { user, form } = setup(send);
    await user.type(within(form).getByLabelText('Full name'), 'Achieng');
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(
      await within(form).findByText('Give an e-mail address or a phone number so we can reply'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the database’s refusal under the field it names', async () => {
    const send = vi.fn<SendEnquiry>().mockRejectedValue(
      new DataError({
        code: '22023',
        details: 'phone',
        message: 'Enter a valid phone number, like +254 712 345 678',
        status: 400,
      }),
    );
    const { user, form } = setup(send);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByText('Enter a valid phone number, like +254 712 345 678')).toBeVisible();
    expect(within(form).getByLabelText('Phone')).toHaveFocus();
  });

  it('says "try again later" when throttled, and keeps what was typed', async () => {
    const send = vi.fn<SendEnquiry>().mockRejectedValue(
      new DataError({
        code: 'PT429',
        status: 429,
        message: 'You have sent several enquiries in a short time. Please try again later, or call us.',
      }),
    );
    const { user, form } = setup(send);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Please try again later');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Achieng Otieno');
    expect(within(form).getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  });

  it('asks for the form token when the visitor starts, once, and waits until it is old enough to send', async () => {
    const getToken = vi.fn<GetFormToken>(async () => ({ token: TOKEN, minWaitMs: 1000 }));
    const send = vi.fn<SendEnquiry>(async () => ({ reference: 'ENQ-2026-000124' }));
    const { user, form } = setup(send, undefined, getToken);
    expect(getToken).not.toHaveBeenCalled();
    await user.click(within(form).getByLabelText('Full name'));
    expect(getToken).toHaveBeenCalledTimes(1);
    await user.type(within(form).getByLabelText('Full name'), 'Achieng Otieno');
    await user.type(within(form).getByLabelText('Phone'), '+254 712 345 678');
    const sentAfter = performance.now();
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    await screen.findByRole('status', {}, { timeout: 3000 });
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].token).toBe(TOKEN);
    // The token was asked for just before typing: the send waited out most of its second.
    expect(performance.now() - sentAfter).toBeGreaterThan(300);
  });

  it('names a fixed service instead of the list, and keeps the honeypot from people and screen readers', async () => {
    const { form } = setup(vi.fn<SendEnquiry>(), 'training/fire-safety');
    expect(within(form).queryByLabelText('Service')).toBeNull();
    expect(form).toHaveTextContent('Service: Fire safety training');
    // Not reachable by role or label: aria-hidden and out of the tab order.
    expect(within(form).queryByRole('textbox', { name: 'Website' })).toBeNull();
    const trap = form.querySelector('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
