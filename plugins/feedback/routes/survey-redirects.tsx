// /dashboard/feedback/surveys[/:id/edit|/:id/analytics]: feedback surveys live in the one
// survey store (ADR 007, 052), so these open the surveys plugin's screens by path — the
// list filtered to client-feedback surveys, or the survey's builder or results.
import { Navigate, useLocation, useParams } from 'react-router-dom';

export function surveyPathFor(pathname: string, id: string | undefined): string {
  if (id && pathname.endsWith('/edit')) return `/dashboard/surveys/${id}/edit`;
  if (id && pathname.endsWith('/analytics')) return `/dashboard/surveys/${id}/analytics`;
  return '/dashboard/surveys?f.purpose=feedback';
}

export default function FeedbackSurveyRedirect() {
  const { id } = useParams();
  const { pathname } = useLocation();
  return <Navigate to={surveyPathFor(pathname, id)} replace />;
}
