import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { FileText } from 'lucide-react';

// Placeholder until the Quotations module's issue builds this screen.
export default function NewQuotationPage() {
  return (
    <>
      <PageHeader
        title="New quotation"
        description="Priced offers for audits, surveys and training, with VAT, validity and a printable branded PDF."
      />
      <EmptyState
        icon={FileText}
        title="Coming soon"
        description="This screen arrives with the Quotations module."
      />
    </>
  );
}
