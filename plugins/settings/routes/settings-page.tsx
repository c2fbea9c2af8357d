// /dashboard/settings: one tab per settings panel the installed plugins
// contribute (Settings' own Modules and Activity among them), filtered by the
// kernel for the user's role and the module switches. The open tab lives in the
// URL (?tab=…) so a link can point straight at a section.

import { useSettingsPanels } from '@kernel/extensions/use-contributions.ts';
import { ContributedComponent } from '@kit/contrib/contributed-component.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@kit/ui/tabs.tsx';
import { Settings } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';

export default function SettingsPage() {
  const panels = useSettingsPanels();
  const [params, setParams] = useSearchParams();
  const first = panels[0]?.id;
  const asked = params.get('tab');
  // An unknown tab (a panel whose module was switched off, a mistyped link) opens the first one.
  const tab = panels.some((p) => p.id === asked) ? (asked as string) : first;

  const open = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === first) next.delete('tab');
        else next.set('tab', value);
        // A section's own filter and page do not carry over to another section.
        next.delete('kind');
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Settings" description="Company-wide settings. Only superadmins can change them." />
      {panels.length === 0 || !tab ? (
        <EmptyState
          icon={Settings}
          title="No settings to show"
          description="No installed module has settings."
        />
      ) : (
        <Tabs value={tab} onValueChange={open} className="max-w-3xl gap-6">
          <TabsList aria-label="Settings sections" className="h-auto flex-wrap">
            {panels.map((p) => (
              <TabsTrigger key={p.id} value={p.id}>
                {p.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {panels.map((p) => (
            <TabsContent key={p.id} value={p.id}>
              <h2 className="mb-1 text-lg font-semibold">{p.label}</h2>
              {p.description && <p className="mb-4 text-sm text-muted-foreground">{p.description}</p>}
              <ContributedComponent load={p.load} name={p.label} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </>
  );
}
