// A client link e-mailed before ADR 050 moved the client's page out of /dashboard: it keeps working and
// the address bar then shows the page's own address (query and fragment kept).
import { Navigate, useLocation, useParams } from 'react-router-dom';

export default function OldClientLink() {
  const { token = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={`/quotation/${encodeURIComponent(token)}${search}${hash}`} />;
}
