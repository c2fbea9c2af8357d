// A small button that copies a value (an id, a phone number, an e-mail) and
// says so: its accessible name names what it copies, a toast confirms.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../ui/button.tsx';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${label} copied`);
    } catch {
      toast.error(`Could not copy the ${label.toLowerCase()}`);
    }
  }
  const Icon = copied ? Check : Copy;
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={`Copy ${label.toLowerCase()}`}
      onClick={copy}
    >
      <Icon className="size-3.5" aria-hidden="true" />
    </Button>
  );
}
