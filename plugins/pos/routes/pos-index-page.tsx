import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { ShoppingCart } from 'lucide-react';

// Placeholder until the Point of sale module's issue builds this screen.
export default function SellPage() {
  return (
    <>
      <PageHeader
        title="Sell"
        description="Counter sales of safety equipment, stock levels, suppliers and low-stock alerts."
      />
      <EmptyState
        icon={ShoppingCart}
        title="Coming soon"
        description="This screen arrives with the Point of sale module."
      />
    </>
  );
}
