// Spec §2: the shop is not loaded on demand, so it is imported eagerly.
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { ShoppingBag } from 'lucide-react';
import { SimplePage } from './simple-page.tsx';

export function ShopPage() {
  return (
    <SimplePage title="Shop" intro="Personal protective equipment, fire safety equipment and signage.">
      <EmptyState icon={ShoppingBag} title="Our safety equipment shop opens soon" />
    </SimplePage>
  );
}
