// After the thank-you, a survey that names an address sends its respondents on (issue 26: "thank-you message
// and redirect"). Not at once: the thank-you is read first, the countdown is announced, and the respondent
// may go now or stay. A thank-you restored from a reload offers the link without counting down again.
import { Button } from '@kit/ui/button.tsx';
import { useEffect, useState } from 'react';

export const REDIRECT_SECONDS = 5;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function ThankYouRedirect({
  url,
  countdown,
  go = (to) => window.location.assign(to),
}: {
  url: string;
  /** Count down and go by itself (false: only the link). */
  countdown: boolean;
  /** Leaves the page (tests replace it). */
  go?: (url: string) => void;
}) {
  const [left, setLeft] = useState<number | null>(countdown ? REDIRECT_SECONDS : null);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      go(url);
      return;
    }
    const t = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(t);
  }, [left, url, go]);
  const host = hostOf(url);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild>
        <a href={url} rel="noopener">
          Continue to {host}
        </a>
      </Button>
      {left !== null && left > 0 && (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Taking you there in {left} s
          </p>
          <Button type="button" variant="ghost" onClick={() => setLeft(null)}>
            Stay on this page
          </Button>
        </>
      )}
    </div>
  );
}
