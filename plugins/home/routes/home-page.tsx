import { useMenu } from '@kernel/app/use-menu.ts';
import { usePlugins } from '@kernel/app/use-plugins.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { HomeView, type ModuleCard } from './home-view.tsx';

/** /dashboard: every module in the user's menu (role and module switches already applied) as a card. */
export default function HomePage() {
  const { profile } = useProfile();
  const menu = useMenu();
  const plugins = usePlugins();
  const cards: ModuleCard[] = menu
    .flatMap((section) => section.items)
    .filter((item) => item.pluginId !== 'home')
    .map((item) => ({ ...item, description: plugins.find((p) => p.id === item.pluginId)?.description }));
  return <HomeView fullName={profile?.full_name ?? null} role={profile?.role ?? null} cards={cards} />;
}
