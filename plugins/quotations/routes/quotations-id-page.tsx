import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { FileText } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

// Placeholder until the Quotations module's issue builds this screen.
export default function QuotationPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader
        title={`Quotation ${id}`}
        description="Priced offers for audits, surveys and training, with VAT, validity and a printable branded PDF."
      />
      <EmptyState
        icon={FileText}
        title="Nothing to show yet"
        description="This record's page arrives with the Quotations module."
        action={
          <Link to="/dashboard/quotations" className="text-sm font-medium text-primary hover:underline">
            Back to quotations
          </Link>
        }
      />
    </>
  );
}
