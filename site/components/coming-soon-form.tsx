// A form shown in full but switched off, with a note saying how to reach us
// meanwhile (the feedback page; the contact page has its live enquiry form).
// The feedback issue wires the real submit; until then a disabled <fieldset>
// keeps every control inert and out of the tab order, and the note is tied to
// the form with aria-describedby.
import { Button } from '@kit/ui/button.tsx';
import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export function ComingSoonForm(props: {
  title: string;
  note: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const noteId = useId();
  return (
    <form
      aria-labelledby={titleId}
      aria-describedby={noteId}
      className="grid gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
      onSubmit={(e) => e.preventDefault()}
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {props.title}
      </h2>
      <p
        id={noteId}
        className="flex gap-2 rounded-md border border-primary/30 bg-accent p-3 text-sm text-accent-foreground"
      >
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {props.note}
      </p>
      <fieldset disabled className="grid gap-4">
        {props.children}
        <div>
          <Button type="submit">{props.submitLabel}</Button>
        </div>
      </fieldset>
    </form>
  );
}
