import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { ActivityPanel } from './activity-panel.tsx';
import { ModulesPanel } from './modules-panel.tsx';

// Sections that later issues fill in; their tabs are visible now so the layout does not shift later.
const COMING_SOON = [
  { id: 'company', label: 'Company', text: 'Company profile, logo, registration numbers and branding.' },
  {
    id: 'locale',
    label: 'Locale',
    text: 'Currency (KES), VAT rate, timezone, phone prefix and document numbering.',
  },
  { id: 'providers', label: 'Providers', text: 'Email, bulk SMS and M-Pesa/payment provider credentials.' },
] as const;

const TAB_CLASS =
  'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

export default function SettingsPage() {
  // The open tab lives in the URL (?tab=…) so a link can point straight at a section.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'modules';
  return (
    <>
      <PageHeader title="Settings" description="Company-wide settings. Only superadmins can change them." />
      <Tabs.Root
        value={tab}
        onValueChange={(value) =>
          setParams(
            (p) => {
              const next = new URLSearchParams(p);
              if (value === 'modules') next.delete('tab');
              else next.set('tab', value);
              // A section's own filter and page do not carry over to another section.
              next.delete('kind');
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
        className="max-w-3xl"
      >
        <Tabs.List
          aria-label="Settings sections"
          className="mb-6 inline-flex flex-wrap gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="modules" className={TAB_CLASS}>
            Modules
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" className={TAB_CLASS}>
            Activity
          </Tabs.Trigger>
          {COMING_SOON.map((s) => (
            <Tabs.Trigger key={s.id} value={s.id} className={TAB_CLASS}>
              {s.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="modules" className="focus-visible:outline-none">
          <h2 className="mb-1 text-lg font-semibold">Modules</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            Switch modules on or off for the whole company. Changes reach open dashboards straight away.
          </p>
          <ModulesPanel />
        </Tabs.Content>
        <Tabs.Content value="activity" className="focus-visible:outline-none">
          <h2 className="mb-1 text-lg font-semibold">Activity</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            Who changed roles, disabled or enabled accounts and switched modules, newest first. The database
            writes these entries; nobody can edit them.
          </p>
          <ActivityPanel />
        </Tabs.Content>
        {COMING_SOON.map((s) => (
          <Tabs.Content key={s.id} value={s.id} className="focus-visible:outline-none">
            <h2 className="mb-1 text-lg font-semibold">{s.label}</h2>
            <p className="text-sm text-muted-foreground">{s.text}</p>
            <p className="mt-4 rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              Coming soon
            </p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
