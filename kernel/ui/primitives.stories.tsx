import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { ConfirmDialog } from './alert-dialog.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { EmptyState } from './empty-state.tsx';
import { FormField } from './form-field.tsx';
import { Input } from './input.tsx';
import { PageHeader } from './page-header.tsx';
import { Sheet } from './sheet.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';
import { Switch } from './switch.tsx';

const meta = { title: 'Kernel/UI primitives' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((v) => (
        <Button key={v} variant={v}>
          {v}
        </Button>
      ))}
      <Button size="sm">Small</Button>
      <Button disabled>Disabled</Button>
    </div>
  ),
};

export const FormFields: Story = {
  render: () => (
    <div className="grid max-w-sm gap-4">
      <FormField label="Email or phone" description="We never share it.">
        <Input placeholder="0712 345 678" />
      </FormField>
      <FormField label="Password" error="Use at least 8 characters">
        <Input type="password" defaultValue="short" />
      </FormField>
    </div>
  ),
};

export const CardsBadgesAlerts: Story = {
  render: () => (
    <div className="grid max-w-md gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Noise survey</CardTitle>
          <CardDescription>Kasarani plant, 3 work areas</CardDescription>
        </CardHeader>
        <CardContent className="flex gap-2">
          <Badge>Scheduled</Badge>
          <Badge variant="secondary">staff</Badge>
          <Badge variant="outline">Draft</Badge>
          <Badge variant="destructive">Overdue</Badge>
        </CardContent>
      </Card>
      <Alert>
        <AlertTitle>Heads up</AlertTitle>
        <AlertDescription>The calibration certificate expires next week.</AlertDescription>
      </Alert>
      <Alert variant="destructive">Invalid login credentials</Alert>
    </div>
  ),
};

export const SwitchSpinnerSkeleton: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Switch aria-label="Leads" defaultChecked />
      <Spinner />
      <Skeleton className="h-8 w-40" />
    </div>
  ),
};

export const EmptyAndHeader: Story = {
  render: () => (
    <div>
      <PageHeader
        title="Leads"
        description="Enquiries from first contact to won."
        actions={<Button>New lead</Button>}
      />
      <EmptyState icon={Inbox} title="No leads yet" description="Leads from the website appear here." />
    </div>
  ),
};

function ConfirmDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Turn off Leads
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Turn off Leads?"
        description="Staff will lose access to Leads."
        confirmLabel="Turn off"
        destructive
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}
export const Confirmation: Story = { render: () => <ConfirmDemo /> };

function SheetDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open menu</Button>
      <Sheet open={open} onOpenChange={setOpen} title="Safeworks">
        <p className="text-sm">Menu content</p>
      </Sheet>
    </>
  );
}
export const SidePanel: Story = { render: () => <SheetDemo /> };
