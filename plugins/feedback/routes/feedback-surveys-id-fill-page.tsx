// /dashboard/feedback/surveys/:id/fill — open without the guard (spec §2). Links already sent
// keep working: the respondent is taken to the survey's one form, /surveys/:id (ADR 007, 052),
// with whatever followed the address.
import { Navigate, useLocation, useParams } from 'react-router-dom';

export default function FillInTheSurveyPage() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/surveys/${encodeURIComponent(id)}${search}${hash}`} replace />;
}
