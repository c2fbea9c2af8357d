import { PageHeader } from '@kernel/ui/page-header.tsx';
import { ModulesPanel } from './modules-panel.tsx';

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Company-wide settings. Only superadmins can change them." />
      <section aria-labelledby="modules-heading" className="max-w-3xl">
        <h2 id="modules-heading" className="mb-1 text-lg font-semibold">
          Modules
        </h2>
        <p className="mb-4 text-sm text-muted-foreground">
          Switch modules on or off for the whole company. Changes reach open dashboards straight away.
        </p>
        <ModulesPanel />
      </section>
      <section className="mt-10 max-w-3xl text-sm text-muted-foreground">
        <h2 className="mb-1 text-lg font-semibold text-foreground">Company, locale and providers</h2>
        <p>
          Company profile and branding, currency and tax, numbering and email/SMS/payment providers come next.
        </p>
      </section>
    </>
  );
}
