// A thin bar at the top while a lazy screen's code is on its way; the previous screen stays visible
// meanwhile (after the first load). Mounted once by the kernel's root route.
import { useNavigation } from 'react-router-dom';

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-primary transition-transform duration-300 ${
        busy ? 'scale-x-75' : 'scale-x-0'
      }`}
    />
  );
}
