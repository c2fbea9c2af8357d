import { EmptyState } from '@kit/ui/empty-state.tsx';
import { MessageCircleHeart } from 'lucide-react';
import { useParams } from 'react-router-dom';

// Open without the guard (spec §2): respondents fill in a feedback survey here.
export default function FillInTheSurveyPage() {
  const { id } = useParams();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="mb-4 text-2xl font-semibold">Survey {id}</h1>
      <EmptyState
        icon={MessageCircleHeart}
        title="This survey is not open yet"
        description="Please check back later."
      />
    </main>
  );
}
