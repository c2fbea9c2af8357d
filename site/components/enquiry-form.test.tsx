// A service page's quote form arrives as the server's HTML and its code (react-hook-form, the fields: ≈ 19 kB
// gzip) loads only when the form is needed (ADR 085): near the screen or touched. The page hydrates around it
// without a mismatch, and what a visitor typed before the code came is kept.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetFormToken, SendEnquiry } from '../content/enquiry.ts';

/** An IntersectionObserver the test moves: `show()` brings every observed element near the screen. */
class ScreenStub {
  static observers: ScreenStub[] = [];
  static show() {
    for (const o of ScreenStub.observers)
      o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry));
  }
  targets: Element[] = [];
  readonly callback: (entries: IntersectionObserverEntry[]) => void;
  constructor(callback: (entries: IntersectionObserverEntry[]) => void) {
    this.callback = callback;
    ScreenStub.observers.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
}

const props = {
  id: 'request-quote',
  title: 'Request a quote: Fire safety audit',
  submitLabel: 'Request a quote',
  source: 'quote_request' as const,
  service: 'audits/fire-safety',
  send: vi.fn<SendEnquiry>(async () => ({ reference: 'ENQ-1' })),
  getToken: vi.fn<GetFormToken>(async () => ({ token: 't', minWaitMs: 0 })),
};

/** The server's HTML of the form (its code loaded first, as site/routes.tsx does), then a fresh browser module. */
async function serverHtmlThenBrowser() {
  const server = await import('./enquiry-form.tsx');
  await server.loadEnquiryForm();
  const html = renderToString(<server.EnquiryForm {...props} />);
  vi.resetModules();
  return { html, browser: await import('./enquiry-form.tsx') };
}

// The form's module is transformed once here, so that each test's fresh load of it is quick.
beforeAll(() => import('./enquiry-form-interactive.tsx'), 60_000);

/** The code arrives by a dynamic import: on a loaded machine, more than waitFor's default second. */
const arrival = { timeout: 10_000 };

beforeEach(() => {
  ScreenStub.observers = [];
  vi.stubGlobal('IntersectionObserver', ScreenStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe("a service page's quote form", () => {
  it('shows the server’s form at once, loads its code when touched, keeps what was typed and then checks it', async () => {
    const { html, browser } = await serverHtmlThenBrowser();
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <browser.EnquiryForm {...props} />);
    });
    // The server's form is there; its code is not.
    const name = screen.getByLabelText('Full name');
    expect(screen.getByRole('form', { name: 'Request a quote: Fire safety audit' })).toBeVisible();
    expect(browser.enquiryFormLoaded()).toBe(false);
    // The visitor types into it before the code arrives: the first touch asks for the code.
    (name as HTMLInputElement).value = 'Achieng Otieno';
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(browser.enquiryFormLoaded()).toBe(true), arrival);
    // Hydrated: the form's own checks answer, and the name typed early is still there.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('Give an e-mail address or a phone number so we can reply')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Achieng Otieno');
    expect(props.send).not.toHaveBeenCalled();
    expect(errors.mock.calls.map(String).filter((m) => /hydrat|did not match/i.test(m))).toEqual([]);
  });

  it('is never sent natively before its code is there: Enter in a field asks for the code instead', async () => {
    const { html, browser } = await serverHtmlThenBrowser();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <browser.EnquiryForm {...props} />);
    });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    screen.getByRole('form', { name: 'Request a quote: Fire safety audit' }).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await waitFor(() => expect(browser.enquiryFormLoaded()).toBe(true), arrival);
  });

  it('loads its code when the form comes near the screen', async () => {
    const { html, browser } = await serverHtmlThenBrowser();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <browser.EnquiryForm {...props} />);
    });
    expect(browser.enquiryFormLoaded()).toBe(false);
    act(() => ScreenStub.show());
    await waitFor(() => expect(browser.enquiryFormLoaded()).toBe(true), arrival);
  });

  it('in a page the browser renders itself, holds the form’s place until the code is there', async () => {
    vi.resetModules();
    const browser = await import('./enquiry-form.tsx');
    let container = document.body;
    await act(async () => {
      container = render(<browser.EnquiryForm {...props} />).container;
    });
    expect(screen.queryByRole('form')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    // The placeholder is watched (React runs the effect once the fallback is committed), then comes near.
    expect(ScreenStub.observers.map((o) => o.targets.length)).toEqual([1]);
    expect(browser.enquiryFormLoaded()).toBe(false);
    act(() => ScreenStub.show());
    expect(
      await screen.findByRole('form', { name: 'Request a quote: Fire safety audit' }, arrival),
    ).toBeVisible();
  });
});
