import { useMenu } from '@kernel/extensions/use-menu.ts';
import { usePlugins } from '@kernel/extensions/use-plugins.ts';
import { type ModuleCard, ModuleCardsView } from './module-cards-view.tsx';

/** Home's own module cards: every module in the user's menu (role and switches applied), Home itself aside. */
export default function ModuleCardsWidget() {
  const menu = useMenu();
  const plugins = usePlugins();
  const cards: ModuleCard[] = menu
    .flatMap((section) => section.items)
    .filter((item) => item.pluginId !== 'home')
    .map((item) => ({ ...item, description: plugins.find((p) => p.id === item.pluginId)?.description }));
  return <ModuleCardsView cards={cards} />;
}
