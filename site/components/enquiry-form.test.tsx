// A service page's quote form arrives as the server's HTML and its code (react-hook-form, the fields: ≈ 19 kB
// gzip) loads only when the form is needed (ADR 085): near the screen or touched. The page hydrates around it
// without a mismatch, and what a visitor typed before the code came is kept.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createContext,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  startTransition,
  useState,
} from 'react';
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

type FormModule = typeof import('./enquiry-form.tsx');

/**
 * The server's HTML of what `page` renders (the form's code loaded first, as site/routes.tsx does), then a fresh
 * browser module to hydrate it with.
 */
async function serverHtmlThenBrowser(
  page: (module: FormModule) => ReactNode = (m) => <m.EnquiryForm {...props} />,
) {
  const server = await import('./enquiry-form.tsx');
  await server.loadEnquiryForm();
  const html = renderToString(page(server));
  vi.resetModules();
  return { html, browser: await import('./enquiry-form.tsx') };
}

const Theme = createContext('light');

/** A served page around the form: it gives the form a fresh props object at each render, as pages do. */
function Page(p: { module: FormModule; onSet: (set: Dispatch<SetStateAction<typeof props>>) => void }) {
  const [formProps, set] = useState(props);
  p.onSet(set);
  return (
    <main>
      <h1>Fire safety audit</h1>
      <p.module.EnquiryForm {...formProps} />
    </main>
  );
}

/** The served page hydrated; `setForm` renders it again, with the props given (equal ones, or another page's). */
async function hydratedPage() {
  let setForm: Dispatch<SetStateAction<typeof props>> = () => {};
  const onSet = (set: typeof setForm) => {
    setForm = set;
  };
  const { html, browser } = await serverHtmlThenBrowser((m) => <Page module={m} onSet={onSet} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Page module={browser} onSet={onSet} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { browser, recoverable, setForm: (next: typeof props) => setForm(next) };
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

  it('is never sent natively before its code is there: the send asks for the code and is made once it came', async () => {
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
    // The visitor pressed "Request a quote" (or Enter) on the empty form: once hydrated, its checks answer.
    expect(
      await screen.findByText('Give an e-mail address or a phone number so we can reply', {}, arrival),
    ).toBeVisible();
    expect(props.send).not.toHaveBeenCalled();
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

  it('keeps the server’s form when the page renders again before its code is there, and it still comes alive near the screen', async () => {
    const { browser, recoverable, setForm } = await hydratedPage();
    const name = screen.getByLabelText('Full name');
    // Right after hydrating, the page renders again with equal props (issue 27: the site's published content,
    // read a second time, was a new object): the server's form stays, and no code is fetched for it.
    act(() => setForm({ ...props }));
    expect(screen.getByLabelText('Full name')).toBe(name);
    expect(browser.enquiryFormLoaded()).toBe(false);
    // What is watched is what is shown: the form comes near the screen, its code loads and it hydrates.
    act(() => ScreenStub.show());
    await waitFor(() => expect(browser.enquiryFormLoaded()).toBe(true), arrival);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('Give an e-mail address or a phone number so we can reply')).toBeVisible();
    expect(screen.getByLabelText('Full name')).toBe(name);
    expect(recoverable).toEqual([]);
  });

  it('on a click to another service page before its code came, shows that page’s form instead of holding the page', async () => {
    const { browser, setForm } = await hydratedPage();
    // The router's navigation is a transition: hydrating the old form for the new page's props would hold it
    // until the form's code came.
    act(() =>
      startTransition(() =>
        setForm({ ...props, title: 'Request a quote: Noise survey', service: 'survey-analysis/noise' }),
      ),
    );
    expect(screen.queryByRole('form', { name: 'Request a quote: Fire safety audit' })).toBeNull();
    // Its place carries the form's id, so "Request a quote" (#request-quote) still finds it.
    expect(document.getElementById('request-quote')).toHaveAttribute('aria-hidden', 'true');
    expect(browser.enquiryFormLoaded()).toBe(false);
    act(() => ScreenStub.show());
    expect(await screen.findByRole('form', { name: 'Request a quote: Noise survey' }, arrival)).toBeVisible();
  });

  it('if React drops the server’s form before its code came, loads the code at once and shows the form again', async () => {
    // A context above the form that changes at once (not in a transition): React cannot tell whether the
    // dehydrated form reads it, tries to hydrate it, cannot without its code, and renders its fallback instead.
    let setTheme: Dispatch<SetStateAction<string>> = () => {};
    function Themed(p: { module: FormModule }) {
      const [theme, set] = useState('light');
      setTheme = set;
      return (
        <Theme.Provider value={theme}>
          <p.module.EnquiryForm {...props} />
        </Theme.Provider>
      );
    }
    const { html, browser } = await serverHtmlThenBrowser((m) => <Themed module={m} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Themed module={browser} />);
    });
    act(() => setTheme('dark'));
    expect(
      await screen.findByRole('form', { name: 'Request a quote: Fire safety audit' }, arrival),
    ).toBeVisible();
    expect(browser.enquiryFormLoaded()).toBe(true);
  });

  it('on /contact (a form without an id) hydrates the server’s form without a mismatch', async () => {
    const { id: _, ...contact } = { ...props, title: 'Send an enquiry', submitLabel: 'Send enquiry' };
    const { html, browser } = await serverHtmlThenBrowser((m) => <m.EnquiryForm {...contact} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const form = screen.getByRole('form', { name: 'Send an enquiry' });
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <browser.EnquiryForm {...contact} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('form', { name: 'Send an enquiry' })).toBe(form);
    expect(browser.enquiryFormLoaded()).toBe(false);
  });

  it('after a visitor sent one service page’s form, the next service page shows its own form, not the thanks', async () => {
    const browser = await import('./enquiry-form.tsx');
    await browser.loadEnquiryForm();
    const { rerender } = render(<browser.EnquiryForm {...props} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Achieng Otieno');
    await user.type(screen.getByLabelText('Email'), 'achieng@example.com');
    await user.type(screen.getByLabelText('How can we help?'), 'A fire audit, please.');
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('ENQ-1')).toBeVisible();
    // The router keeps the component from one service page to the next; the form is another.
    rerender(
      <browser.EnquiryForm
        {...props}
        title="Request a quote: Noise survey"
        service="survey-analysis/noise"
      />,
    );
    expect(screen.getByRole('form', { name: 'Request a quote: Noise survey' })).toBeVisible();
    expect(screen.queryByText('ENQ-1')).toBeNull();
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
