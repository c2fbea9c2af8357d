// The kit's one port to the app that hosts it (ADR 039). Kit pieces that need
// the signed-in user or what plugins contribute (record tabs and actions, event
// describers, palette commands and sources, pickers) ask this host instead of
// importing the kernel runtime: the kernel implements it (kernel/app/kit-host.ts)
// and the app frame provides it, so the kit stays a layer below the kernel.
// Each member is a hook or a pure function the kernel defines once (stable), so
// calling `host.useX()` keeps the rules of hooks.

import type { Contributed } from '@kernel/registry/contributions.ts';
import type {
  EventDescriber,
  PaletteCommand,
  PickerContribution,
  RecordAction,
  RecordTabContribution,
  SearchSource,
} from '@kernel/registry/extension-points.ts';
import type { MenuSection } from '@kernel/registry/types.ts';
import type { Session } from '@supabase/supabase-js';
import { createContext, type ReactNode, useContext } from 'react';

/** What the reset-password page needs to know about the recovery session. */
export interface RecoveryState {
  checked: boolean;
  hasSession: boolean;
  staff: boolean;
}

export interface KitHost {
  /** The signed-in user's auth id (null: nobody). */
  useUserId(): string | null;
  /** How the signed-in account is known to its owner: its e-mail, else its phone (null: nobody). */
  useSignedInAs(): string | null;
  /** Names the record the current page shows, for the breadcrumb and the document title. */
  useRecordTitle(title: string | undefined): void;
  /** Signs this device out (the session, the profile and the caches follow). */
  signOut(): Promise<void>;
  /** The reset-password page's view of the session. */
  useRecovery(): RecoveryState;
  /** Where a successful sign-in goes (the remembered page, the dashboard or the shop). */
  signInDestination(session: Pick<Session, 'user'> | null): string;
  useMenu(): MenuSection[];
  useCommands(): Contributed<PaletteCommand>[];
  useSearchSources(): Contributed<SearchSource>[];
  useRecordActions(recordType: string): Contributed<RecordAction>[];
  useRecordTabs(recordType: string): Contributed<RecordTabContribution>[];
  useEventDescribers(): Contributed<EventDescriber>[];
  /** Every installed picker the user may use (one per kind). */
  usePickers(): Contributed<PickerContribution>[];
}

const none = <T,>(): T[] => [];

/** A host with nobody signed in and nothing contributed (stories and tests without the kernel). */
export const emptyKitHost: KitHost = {
  useUserId: () => null,
  useSignedInAs: () => null,
  signOut: async () => {},
  useRecordTitle: () => {},
  useRecovery: () => ({ checked: true, hasSession: false, staff: false }),
  signInDestination: () => '/dashboard',
  useMenu: none,
  useCommands: none,
  useSearchSources: none,
  useRecordActions: none,
  useRecordTabs: none,
  useEventDescribers: none,
  usePickers: none,
};

const KitHostContext = createContext<KitHost>(emptyKitHost);

export function KitHostProvider({ host, children }: { host: KitHost; children: ReactNode }) {
  return <KitHostContext.Provider value={host}>{children}</KitHostContext.Provider>;
}

export function useKitHost(): KitHost {
  return useContext(KitHostContext);
}
