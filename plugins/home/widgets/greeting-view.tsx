import type { Role } from '@kernel/roles.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { firstName, greeting } from '../greeting.ts';

/** Home's heading: "Good morning, Amina" and the role as a badge (markup only; stories feed it). */
export function GreetingView(props: { fullName: string | null; role: Role | null; now?: Date }) {
  const name = firstName(props.fullName);
  return (
    <PageHeader
      title={`${greeting(props.now ?? new Date())}${name ? `, ${name}` : ''}`}
      description="Open a module to get to work."
      actions={
        props.role ? (
          <Badge variant="secondary" className="capitalize">
            {props.role}
          </Badge>
        ) : undefined
      }
    />
  );
}
