// Not-found content inside the site layout (an unknown service page, spec §8 "Unknown route").
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { Link } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';

export function SiteNotFound() {
  return (
    <SitePage
      title="Page not found"
      intro="This page does not exist or has moved. Check the address, or go on from here."
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/services" className={buttonVariants()}>
          See all services
        </Link>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Home page
        </Link>
        <Link to="/contact" className={buttonVariants({ variant: 'ghost' })}>
          Contact us
        </Link>
      </div>
    </SitePage>
  );
}

export default SiteNotFound;
