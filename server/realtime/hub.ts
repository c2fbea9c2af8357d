// Who is joined to which topic, and the fan-out of broadcast and presence
// messages among them. In-process and in-memory: one server owns its sockets.
import { PresenceTopic } from './presence.ts';
import { encodeBinaryBroadcast } from './protocol.ts';
import type { JoinedChannel } from './types.ts';

export class Hub {
  private readonly topics = new Map<string, Set<JoinedChannel>>();
  private readonly presence = new Map<string, PresenceTopic>();

  join(ch: JoinedChannel) {
    let set = this.topics.get(ch.topicKey);
    if (!set) {
      set = new Set();
      this.topics.set(ch.topicKey, set);
    }
    set.add(ch);
  }

  leave(ch: JoinedChannel) {
    const set = this.topics.get(ch.topicKey);
    if (set) {
      set.delete(ch);
      if (set.size === 0) this.topics.delete(ch.topicKey);
    }
    // After leaving: the others see it go, the channel itself is gone.
    this.untrack(ch);
  }

  members(topicKey: string): Iterable<JoinedChannel> {
    return this.topics.get(topicKey) ?? [];
  }

  get channelCount() {
    let n = 0;
    for (const s of this.topics.values()) n += s.size;
    return n;
  }

  /** A JSON broadcast ({type, event, payload}) to the topic; the sender too when it asked for `self`. */
  broadcast(from: JoinedChannel | null, topicKey: string, payload: Record<string, unknown>) {
    for (const ch of this.members(topicKey)) {
      if ((ch === from && !ch.selfBroadcast) || !ch.readable.broadcast) continue;
      ch.outlet.send({ joinRef: null, ref: null, topic: ch.topic, event: 'broadcast', payload });
    }
  }

  /** A broadcast whose user payload is bytes: binary frames (vsn 2.0.0 clients only, as on Supabase). */
  broadcastBinary(from: JoinedChannel, topicKey: string, userEvent: string, bytes: Uint8Array) {
    const frame = encodeBinaryBroadcast(from.topic, userEvent, bytes);
    if (!frame) return;
    for (const ch of this.members(topicKey)) {
      if ((ch === from && !ch.selfBroadcast) || !ch.readable.broadcast) continue;
      ch.outlet.sendBinary(frame);
    }
  }

  presenceState(topicKey: string) {
    return this.presence.get(topicKey)?.state() ?? {};
  }

  track(ch: JoinedChannel, payload: Record<string, unknown>) {
    let p = this.presence.get(ch.topicKey);
    if (!p) {
      p = new PresenceTopic();
      this.presence.set(ch.topicKey, p);
    }
    const diff = p.track(ch, ch.presenceKey, payload);
    if (diff) this.sendDiff(ch.topicKey, diff);
  }

  untrack(ch: JoinedChannel) {
    const p = this.presence.get(ch.topicKey);
    if (!p) return;
    const diff = p.untrack(ch);
    if (p.size === 0) this.presence.delete(ch.topicKey);
    if (diff) this.sendDiff(ch.topicKey, diff);
  }

  private sendDiff(topicKey: string, diff: unknown) {
    for (const ch of this.members(topicKey)) {
      if (!ch.readable.presence) continue;
      ch.outlet.send({ joinRef: null, ref: null, topic: ch.topic, event: 'presence_diff', payload: diff });
    }
  }
}
