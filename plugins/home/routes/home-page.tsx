import { useHomeWidgets } from '@kernel/extensions/use-contributions.ts';
import { HomeGrid } from './home-grid.tsx';

/**
 * /dashboard: the widgets the installed plugins contribute (role and module switches applied by the
 * kernel). Home's own are the greeting (first) and the module cards (last); KPIs and "my follow-ups"
 * of other modules sit between them by their order.
 */
export default function HomePage() {
  return <HomeGrid widgets={useHomeWidgets()} />;
}
