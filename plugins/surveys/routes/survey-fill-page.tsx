// /surveys/:id — public (spec §2; the feedback plugin's /dashboard/feedback/surveys/:id/fill
// sends respondents here, ADR 052): a visitor, signed in or not, answers a published
// survey on any phone. A closed, not-yet-open, full, unpublished or unknown survey each
// get a page that says so.
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, ClipboardList, Lock, SearchX, Users } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getPublicSurvey, reportProgress, submitResponse, surveyKeys } from '../data.ts';
import { SurveyBrand, SurveyFooter } from '../parts/survey-brand.tsx';
import { SurveyForm } from '../parts/survey-form.tsx';
import type { SurveyState } from '../shapes.ts';
import { uploadSurveyFile } from '../uploads.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-KE', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Africa/Nairobi',
      }).format(new Date(iso))
    : '';

export function closedPage(
  state: Exclude<SurveyState, 'open'>,
  survey: { opens_at: string | null; closes_at: string | null } | null,
) {
  switch (state) {
    case 'closed':
      return {
        icon: Lock,
        title: 'This survey is closed',
        description: survey?.closes_at
          ? `It stopped taking answers on ${dateTime(survey.closes_at)}. Thank you for your interest.`
          : 'It no longer takes answers. Thank you for your interest.',
      };
    case 'not_open':
      return {
        icon: CalendarClock,
        title: 'This survey is not open yet',
        description: `It opens on ${dateTime(survey?.opens_at ?? null)}. Please come back then.`,
      };
    case 'full':
      return {
        icon: Users,
        title: 'This survey has all the responses it needs',
        description: 'Thank you for your interest.',
      };
    case 'unpublished':
      return {
        icon: ClipboardList,
        title: 'This survey is not published yet',
        description: 'Please check back later, or contact us.',
      };
    case 'unknown':
      return {
        icon: SearchX,
        title: 'We cannot find this survey',
        description: 'Check the link you were sent, or contact us.',
      };
  }
}

export default function SurveyFillPage() {
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const survey = useQuery({
    queryKey: [...surveyKeys.all, 'public', id],
    queryFn: () => getPublicSurvey(id),
    enabled: valid,
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const title = survey.data?.survey?.title;
  useEffect(() => {
    document.title = title ? `${title} · Survey` : 'Survey';
  }, [title]);

  let body: React.ReactNode;
  if (!valid) body = <Closed state="unknown" />;
  else if (survey.isPending) body = <Skeleton className="h-96" aria-label="Loading the survey" />;
  else if (survey.error)
    body = <LoadError what="the survey" error={survey.error} onRetry={() => void survey.refetch()} />;
  else if (survey.data.state !== 'open' || !survey.data.survey)
    body = (
      <Closed
        state={survey.data.state === 'open' ? 'unknown' : survey.data.state}
        survey={survey.data.survey}
      />
    );
  else {
    const s = survey.data.survey;
    body = (
      <SurveyForm
        survey={s}
        send={({ answers, email, key, website }) =>
          submitResponse({ surveyId: s.id, answers, email, key, website })
        }
        onPage={(key, page) => void reportProgress(s.id, key, page)}
        upload={(file, key) => uploadSurveyFile({ surveyId: s.id, key, file })}
        redirectTo={s.redirect_url}
      />
    );
  }
  const company = survey.data?.company ?? null;
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-6 sm:py-10">
      <SurveyBrand company={company} />
      {body}
      <SurveyFooter company={company} />
    </main>
  );
}

function Closed(props: {
  state: Exclude<SurveyState, 'open'>;
  survey?: { opens_at: string | null; closes_at: string | null } | null;
}) {
  const page = closedPage(props.state, props.survey ?? null);
  const Icon = page.icon;
  return (
    <section className="grid justify-items-center gap-2 rounded-lg border border-dashed p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{page.title}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{page.description}</p>
      <Link to="/" className="mt-2 text-primary hover:underline">
        Go to the home page
      </Link>
    </section>
  );
}
