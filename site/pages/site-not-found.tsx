import { Link } from 'react-router-dom';
import { SimplePage } from './simple-page.tsx';

export function SiteNotFound() {
  return (
    <SimplePage title="Page not found" intro="This page does not exist or has moved.">
      <Link to="/services" className="text-primary hover:underline">
        See all services
      </Link>
    </SimplePage>
  );
}
