// /dashboard/pos/settings (admins): the till's firm-wide settings (ADR 091). Settings itself is the
// superadmins' (spec §6); the same panel is its "Point of sale" tab.
import { PageHeader } from '@kit/ui/page-header.tsx';
import { PosNav } from '../parts/pos-nav.tsx';
import TillSettingsPanel from '../parts/till-settings-panel.tsx';

export default function PosSettingsPage() {
  return (
    <div>
      <PosNav />
      <PageHeader title="Till settings" description="Rules every till of the firm follows." />
      <TillSettingsPanel />
    </div>
  );
}
