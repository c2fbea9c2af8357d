// The site's enquiry form (/contact, and "Request a quote" on every service page) with its code — react-hook-form,
// the kit's fields, the form itself: ≈ 19 kB gzip — loaded when the form is needed, not with the page (issue 27:
// a service page is a landing, ADR 085). The server renders the whole form (site/routes.tsx loads its code
// first), so the page arrives with it; in the browser the form stays the server's HTML — a Suspense boundary
// left dehydrated — until it comes near the screen or is touched, then its code loads and it hydrates. What was
// typed meanwhile is kept (enquiry-form-interactive.tsx starts from it). A page the browser renders itself (a
// click from another page) shows a placeholder of the form's size until then, without suspending.
import { Suspense, use, useEffect, useRef, useState } from 'react';
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

function LoadedForm(props: EnquiryFormProps & { onReady: (ready: true) => void }) {
  const { onReady, ...formProps } = props;
  const form = loaded ?? use(whenNeeded().promise);
  useEffect(() => onReady(true), [onReady]);
  return <form.InteractiveEnquiryForm {...formProps} />;
}

/** Until the code arrives, in a page the browser renders itself: the form's place, about its size. */
function Placeholder() {
  return <div aria-hidden="true" className="min-h-[34rem] rounded-xl border bg-card shadow-sm" />;
}

const TOUCHES = ['pointerdown', 'focusin', 'keydown', 'submit'] as const;

export function EnquiryForm(props: EnquiryFormProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  /**
   * The server's copy of the form is on the page to hydrate (or this is the server): it renders inside a Suspense
   * boundary that stays dehydrated — the server's HTML — until the code is there. A page the browser renders
   * itself shows the placeholder, then the form.
   */
  const [serverCopy] = useState(
    () =>
      loaded !== null || // the server (its code loaded before rendering), or the code is here: no suspending
      typeof document === 'undefined' ||
      (!!props.id && document.getElementById(props.id) instanceof HTMLFormElement),
  );
  const [code, setCode] = useState(() => loaded);
  /** The form has hydrated (or mounted): it handles its own events. */
  const [ready, setReady] = useState(() => loaded !== null);
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
      if (e.type === 'submit') e.preventDefault();
      need();
    };
    for (const type of TOUCHES) document.addEventListener(type, touched, true);
    // Whatever the observer and the listeners miss (the leads journey: the form never came alive after "Request a
    // quote"), the form's code still arrives soon after the page is on screen: it is never left dead.
    const soon = setTimeout(need, 1500);
    return () => {
      clearTimeout(soon);
      near.disconnect();
      for (const type of TOUCHES) document.removeEventListener(type, touched, true);
    };
  }, [ready, code, serverCopy]);
  let form = <Placeholder />;
  if (serverCopy)
    form = (
      <Suspense fallback={<Placeholder />}>
        <LoadedForm {...props} onReady={setReady} />
      </Suspense>
    );
  else if (code) form = <code.InteractiveEnquiryForm {...props} />;
  return (
    <div ref={wrapper} className="contents">
      {form}
    </div>
  );
}
