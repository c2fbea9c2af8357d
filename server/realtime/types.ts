import type { Claims } from '../jwt.ts';
import type { Filter } from './filters.ts';
import type { Message } from './protocol.ts';

export type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

export interface CompiledFilter extends Filter {
  /** The column's type as format_type() writes it (catalog text, safe to place in SQL). */
  sqlType: string;
}

/** One postgres_changes binding of a joined channel. */
export interface ChangeSub {
  id: number;
  event: ChangeEvent;
  schema: string;
  /** null: every published table of the schema. */
  table: string | null;
  filters: CompiledFilter[];
  channel: JoinedChannel;
}

/** What a joined channel needs from its socket. */
export interface Outlet {
  readonly id: number;
  send(m: Message): void;
  /** Like send, with the payload already serialized to JSON. */
  sendPrepared(m: Omit<Message, 'payload'>, payloadJson: string): void;
  sendBinary(buf: Buffer): boolean;
}

/** A channel joined on one socket. */
export interface JoinedChannel {
  readonly outlet: Outlet;
  readonly topic: string;
  readonly joinRef: string | null;
  readonly isPrivate: boolean;
  /** topic + private flag: public and private channels of one name do not mix (as on Supabase). */
  readonly topicKey: string;
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  presenceEnabled: boolean;
  /** What this channel may receive: always both on public channels; by policy on private ones. */
  readable: { broadcast: boolean; presence: boolean };
  role: string;
  claims: Claims;
  changeSubs: ChangeSub[];
  closed: boolean;
}
