import { useProfile } from '@kernel/session/use-profile.ts';
import { GreetingView } from './greeting-view.tsx';

/** Home's own first widget: the page heading greets the signed-in member. */
export default function GreetingWidget() {
  const { profile } = useProfile();
  return <GreetingView fullName={profile?.full_name ?? null} role={profile?.role ?? null} />;
}
