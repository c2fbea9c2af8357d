// "/privacy-policy": the plain-language policy from content/privacy.ts.
import { SitePage } from '../components/site-page.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy.ts';

export default function PrivacyPolicyPage() {
  return (
    <SitePage title="Privacy policy" crumbs={[]} width="prose" intro={PRIVACY_INTRO}>
      <nav aria-labelledby="privacy-contents" className="no-print rounded-lg border bg-muted/40 p-5">
        <h2 id="privacy-contents" className="font-semibold">
          Contents
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
          {PRIVACY_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {PRIVACY_SECTIONS.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-28">
          <h2 id={`${s.id}-h`} className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-2 leading-relaxed text-muted-foreground">
              {p}
            </p>
          ))}
          {s.items && (
            <ul className="mt-2 grid list-disc gap-1 pl-5 leading-relaxed text-muted-foreground">
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <p className="text-sm text-muted-foreground">Last updated: {PRIVACY_UPDATED}.</p>
    </SitePage>
  );
}
