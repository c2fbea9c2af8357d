// "/shop". Spec §2: the shop does not load on demand, so routes.tsx imports
// this page eagerly. The catalogue arrives with the point-of-sale issue.
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';

const CATEGORIES = [
  'Personal protective equipment',
  'Fire extinguishers and fire safety',
  'Safety signage',
  'First aid kits',
];

export function ShopPage() {
  return (
    <SitePage
      title="Shop"
      crumbs={[]}
      intro="Personal protective equipment, fire safety equipment, first aid kits and safety signage."
    >
      <EmptyState
        icon={ShoppingBag}
        title="Our safety equipment shop opens soon"
        description={
          <>
            We will stock {CATEGORIES.join(', ').toLowerCase()}. For orders today,{' '}
            <Link to="/contact" className="text-primary underline underline-offset-4">
              contact us
            </Link>
            .
          </>
        }
      />
    </SitePage>
  );
}

export default ShopPage;
