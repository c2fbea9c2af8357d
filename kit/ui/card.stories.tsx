import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

const meta = { title: 'Kernel/UI/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle>Noise survey</CardTitle>
        <CardDescription>Kasarani plant, 3 work areas</CardDescription>
      </CardHeader>
      <CardContent className="text-sm">
        Personal exposure measured over a full shift; results against the 85 dB(A) action level.
      </CardContent>
      <CardFooter className="justify-between">
        <Badge variant="secondary">Scheduled</Badge>
        <Button size="sm">Open</Button>
      </CardFooter>
    </Card>
  ),
};
