// "/privacy-policy": the policy published in Settings → Website (ADR 082) — introduction, a
// contents list, numbered sections (paragraphs and lists, all plain text) and "Last updated"
// (the day its published text last changed). Until it is known, the seeded wording
// (content/privacy.ts).
import { formatDay, useWebsiteContent } from '../cms/website-content.ts';
import { SitePage } from '../components/site-page.tsx';
import { SEEDED_PRIVACY_POLICY } from '../content/privacy.ts';

/** An anchor per section from its heading ("Who we are" → "who-we-are"), unique on the page. */
function anchors(headings: string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((h, i) => {
    const base =
      h
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || `section-${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  });
}

export default function PrivacyPolicyPage() {
  const policy = useWebsiteContent()?.privacy ?? SEEDED_PRIVACY_POLICY;
  const ids = anchors(policy.sections.map((s) => s.heading));
  return (
    <SitePage title="Privacy policy" crumbs={[]} width="prose" intro={policy.intro}>
      <nav aria-labelledby="privacy-contents" className="no-print rounded-lg border bg-muted/40 p-5">
        <h2 id="privacy-contents" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
          {policy.sections.map((s, i) => (
            <li key={ids[i]}>
              <a href={`#${ids[i]}`} className="text-primary hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map((s, i) => (
        <section key={ids[i]} id={ids[i]} aria-labelledby={`${ids[i]}-h`} className="scroll-mt-28">
          <h2 id={`${ids[i]}-h`} className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p, j) => (
            // Position keys: two paragraphs may say the same thing.
            // biome-ignore lint/suspicious/noArrayIndexKey: plain text in a fixed order
            <p key={j} className="mt-2 leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          {s.items.length > 0 && (
            <ul className="mt-2 grid list-disc gap-1 pl-5 leading-relaxed text-muted-foreground">
              {s.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: plain text in a fixed order
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="text-sm text-muted-foreground">Last updated: {formatDay(policy.last_updated)}.</p>
    </SitePage>
  );
}
