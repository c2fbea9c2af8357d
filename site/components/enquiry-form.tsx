// The site's enquiry form (/contact, and "Request a quote" on every service page) with its code — react-hook-form,
// the kit's fields, the form itself: ≈ 19 kB gzip — loaded when the form is needed, not with the page (issue 27:
// a service page is a landing, ADR 085). The server renders the whole form (site/routes.tsx loads its code
// first), so the page arrives with it; in the browser the form stays the server's HTML — a Suspense boundary
// left dehydrated — until it comes near the screen or is touched, then its code loads and it hydrates. What was
// typed meanwhile is kept (enquiry-form-interactive.tsx starts from it). A page the browser renders itself (a
// click from another page) shows a placeholder of the form's size until then, without suspending.
import { memo, Suspense, use, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { EnquiryFormProps } from './enquiry-form-interactive.tsx';

export { serviceTitle } from '../content/services-index.ts';

type FormModule = typeof import('./enquiry-form-interactive.tsx');

let loaded: FormModule | null = null;
let loading: Promise<FormModule> | null = null;

/** The form's code; the server renderer awaits it before rendering a page with the form. */
export function loadEnquiryForm(): Promise<FormModule> {
  loading ??= import('./enquiry-form-interactive.tsx').then(
    (m) => {
      loaded = m;
      return m;
    },
    (error: unknown) => {
      loading = null; // the next need tries again (a deploy may have replaced the file)
      throw error;
    },
  );
  return loading;
}

/** Whether the form's code has arrived (tests). */
export const enquiryFormLoaded = () => loaded !== null;

/** Settles once the form is first needed, with its code: one promise, as `use` wants. */
let needed: { promise: Promise<FormModule>; resolve: () => void } | null = null;
function whenNeeded() {
  if (!needed) {
    let resolve = () => {};
    const wanted = new Promise<void>((r) => {
      resolve = r;
    });
    needed = { promise: wanted.then(loadEnquiryForm), resolve };
  }
  return needed;
}

/** The loaded code as a promise `use` reads at once (React reads a settled promise's `status` and `value`). */
let settled: Promise<FormModule> | null = null;
const settledCode = (code: FormModule) =>
  (settled ??= Object.assign(Promise.resolve(code), { status: 'fulfilled', value: code }));

function LoadedForm(props: EnquiryFormProps & { onReady: (ready: true) => void }) {
  const { onReady, ...formProps } = props;
  // `use` every render, also once the code is here: React wants the same calls after a render that suspended.
  const form = use(loaded ? settledCode(loaded) : whenNeeded().promise);
  useEffect(() => onReady(true), [onReady]);
  return <form.InteractiveEnquiryForm key={formKey(formProps)} {...formProps} />;
}

/**
 * Which form this is: a click from one service page to the next keeps this component (the router reuses it), so
 * the form is keyed, and a visitor who sent one page's form finds the next page's new, not its thanks.
 */
const formKey = (props: EnquiryFormProps) => `${props.source} ${props.service ?? ''} ${props.title}`;

/**
 * Until the code arrives: the form's place, about its size. It carries the form's id, so "Request a quote"
 * (`#request-quote`) scrolls to it and the observer sees it come near.
 */
function Placeholder(props: { id?: string }) {
  return (
    <div id={props.id} aria-hidden="true" className="min-h-[34rem] rounded-xl border bg-card shadow-sm" />
  );
}

/**
 * React threw the server's copy away before it could hydrate (a context above it changed outside a transition:
 * React cannot tell whether the form reads it, and without the code cannot hydrate it to find out): the visitor
 * saw a form, so it is wanted now, not once its empty place comes near the screen again.
 */
function LostServerCopy(props: { id?: string }) {
  // A layout effect: React 19.3 does not run a passive one in the fallback it renders for a boundary it stopped
  // hydrating (seen in enquiry-form.test.tsx).
  useLayoutEffect(() => whenNeeded().resolve(), []);
  return <Placeholder id={props.id} />;
}

/**
 * The server's copy, in a Suspense boundary that stays dehydrated — the server's HTML — until the code is there.
 * Memoised: a dehydrated boundary that receives new props is not hydrated but thrown away, and every render of
 * the page above gives fresh (equal) props. Issue 27's dead form: the service page rendered again right after
 * hydrating, the boundary lost the server's form for the placeholder, and the observer kept watching the removed
 * form, so the code never came.
 */
const ServerCopy = memo(function ServerCopy(props: EnquiryFormProps & { onReady: (ready: true) => void }) {
  return (
    <Suspense fallback={<LostServerCopy id={props.id} />}>
      <LoadedForm {...props} />
    </Suspense>
  );
});

const TOUCHES = ['pointerdown', 'focusin', 'keydown', 'submit'] as const;

/**
 * Whether the server's HTML of the wrapper marked with this `useId` (`data-enquiry-form`: the same id on the
 * server and in the render that hydrates its HTML) is on the page, about to be hydrated.
 */
function servedCopyOnPage(id: string): boolean {
  for (const element of document.querySelectorAll('[data-enquiry-form]'))
    if (element.getAttribute('data-enquiry-form') === id) return true;
  return false;
}

/** Whether two renders ask for the same form (a different page's form has another title, service or source). */
function sameForm(a: EnquiryFormProps, b: EnquiryFormProps): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof EnquiryFormProps)[]);
  return [...keys].every((key) => Object.is(a[key], b[key]));
}

export function EnquiryForm(props: EnquiryFormProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const copyId = useId();
  /**
   * The props of the server's copy of the form, when it is on the page to hydrate (or this is the server): it
   * renders in ServerCopy. A page the browser renders itself shows the placeholder, then the form. Found by the
   * wrapper's `useId`, not by the form's id: /contact's form has none, and a guess that differs from the server's
   * render is a hydration mismatch that makes React render the whole page again.
   */
  const [copy, setCopy] = useState<EnquiryFormProps | null>(() =>
    loaded !== null || // the server (its code loaded before rendering), or the code is here: no suspending
    typeof document === 'undefined' ||
    servedCopyOnPage(copyId)
      ? props
      : null,
  );
  /** The form has hydrated (or mounted): it handles its own events. */
  const [ready, setReady] = useState(() => loaded !== null);
  // Another page's form before this one hydrated (a click from one service page to the next reuses this
  // component): the server's copy is not this form. Hydrating it for the new props would hold the navigation —
  // a transition — until the form's code came; it is dropped for the placeholder instead.
  if (copy && !ready && !sameForm(copy, props)) setCopy(null);
  const serverCopy = copy !== null;
  const [code, setCode] = useState(() => loaded);
  /** The server's form was sent before it hydrated. */
  const sendWhenReady = useRef(false);
  useEffect(() => {
    if (ready || code) return;
    const need = () => {
      whenNeeded().resolve();
      if (!serverCopy) loadEnquiryForm().then(setCode, () => undefined);
    };
    // The wrapper has no box of its own (`contents`): the form (or the placeholder) is what comes into view.
    const shown = wrapper.current?.firstElementChild;
    if (!wrapper.current || !shown || typeof IntersectionObserver === 'undefined') return need();
    const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && need(), {
      rootMargin: '50% 0px',
    });
    near.observe(shown);
    // On the document, capturing: React stops a discrete event (a focus, a press) that lands in a boundary still
    // waiting to hydrate at its root, before it would bubble up to the wrapper.
    const element = wrapper.current;
    const touched = (e: Event) => {
      if (!(e.target instanceof Node && element.contains(e.target))) return;
      // The server's form is live (kernel/app/mount-app.tsx lifts `inert` when the page hydrates) but not yet
      // the app's: Enter or its button would send it natively, a GET of the page with the fields in the address.
      // The send is kept and made again once the form is the app's (below): a visitor who presses "Send" while
      // the code is on its way is not left with a form that did nothing.
      if (e.type === 'submit') {
        e.preventDefault();
        sendWhenReady.current = true;
      }
      need();
    };
    for (const type of TOUCHES) document.addEventListener(type, touched, true);
    // No timer besides: the server's copy stays until it hydrates (ServerCopy), and if React drops it anyway its
    // fallback asks for the code at once (LostServerCopy), so what is shown is what is watched.
    return () => {
      near.disconnect();
      for (const type of TOUCHES) document.removeEventListener(type, touched, true);
    };
  }, [ready, code, serverCopy]);
  useEffect(() => {
    if (!ready || !sendWhenReady.current) return;
    sendWhenReady.current = false;
    // The hydrated form is the server's element, now with the app's handlers: its checks answer or it sends.
    wrapper.current?.querySelector('form')?.requestSubmit();
  }, [ready]);
  let form = <Placeholder id={props.id} />;
  if (serverCopy) form = <ServerCopy {...props} onReady={setReady} />;
  else if (code) form = <code.InteractiveEnquiryForm key={formKey(props)} {...props} />;
  return (
    <div ref={wrapper} className="contents" data-enquiry-form={copyId}>
      {form}
    </div>
  );
}
