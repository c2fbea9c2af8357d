// "/surveys/:id": the public survey fill page (the surveys module fills it in later).
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';

export default function SurveyPage() {
  const { id } = useParams();
  return (
    <SitePage title="Survey" intro="Thank you for taking the time to answer our questions.">
      <EmptyState
        icon={ClipboardList}
        title="This survey is not open"
        description={`Survey ${id ?? ''} is not accepting answers. Please check the link you received, or contact us.`}
        action={
          <Link to="/" className="text-primary hover:underline">
            Go to the home page
          </Link>
        }
      />
    </SitePage>
  );
}
