// The one screen for routes a module reserves before its issue builds them
// (`comingSoon: true` in the manifest): the route's title, what the module will
// hold, and its menu icon. A record's page (a route with a parameter) names
// the record and leads back to the module's list.

import type { IconComponent } from '@kernel/registry/extension-points.ts';
import type { PluginManifest, PluginRoute } from '@kernel/registry/types.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Construction } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';

export interface ComingSoonViewProps {
  /** The screen's title, with the record's id for a record page ("Lead 7"). */
  title: string;
  /** The module's description (manifest.description). */
  description: string;
  /** The module's name (manifest.title). */
  moduleTitle: string;
  icon?: IconComponent;
  /** For a record page: the module's list to go back to. */
  back?: { path: string; label: string };
}

export function ComingSoonView(props: ComingSoonViewProps) {
  return (
    <>
      <PageHeader title={props.title} description={props.description} />
      <EmptyState
        icon={props.icon ?? Construction}
        title={props.back ? 'Nothing to show yet' : 'Coming soon'}
        description={
          props.back
            ? `This record's page arrives with the ${props.moduleTitle} module.`
            : `This screen arrives with the ${props.moduleTitle} module.`
        }
        action={
          props.back && (
            <Link to={props.back.path} className="text-sm font-medium text-primary hover:underline">
              Back to {props.back.label}
            </Link>
          )
        }
      />
    </>
  );
}

export function ComingSoonScreen({ manifest, route }: { manifest: PluginManifest; route: PluginRoute }) {
  const params = Object.values(useParams()).filter((v): v is string => Boolean(v));
  const navPath = manifest.nav && (manifest.nav.path ?? manifest.routes[0]?.path);
  return (
    <ComingSoonView
      title={params.length ? `${route.title} ${params.join(' ')}` : route.title}
      description={manifest.description}
      moduleTitle={manifest.title}
      icon={manifest.nav?.icon}
      back={
        params.length && manifest.nav && navPath
          ? { path: navPath, label: manifest.nav.label.toLowerCase() }
          : undefined
      }
    />
  );
}
