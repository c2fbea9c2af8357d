// Wall clocks in the company's time zone. The calendar library and the rrule
// library both work on "floating" times: a Date whose UTC fields are the wall
// clock (09:00 on 3 March in Nairobi is 2030-03-03T09:00Z here). These two
// functions cross between real instants and that representation, whatever the
// zone of the computer showing the calendar (pure; the zone's offset from
// @date-fns/tz, no hand-made Intl arithmetic).
import { tzOffset } from '@date-fns/tz';

/**
 * Offsets already computed, per zone and quarter hour (UTC). Every offset change since time zones were
 * standardised happens on a quarter hour, so an offset is the same for a whole quarter hour: a month of
 * thousands of occurrences asks for the offset (Intl underneath, the slow part) only once per quarter hour it touches.
 */
const QUARTER_HOUR = 900_000;
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in milliseconds (Nairobi: +3 h). */
export function offsetMs(tz: string, at: Date): number {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR);
  let known = offsets.get(tz);
  if (!known) {
    known = new Map();
    offsets.set(tz, known);
  }
  let offset = known.get(quarter);
  if (offset === undefined) {
    offset = tzOffset(tz, new Date(quarter * QUARTER_HOUR)) * 60_000;
    if (known.size > 50_000) known.clear();
    known.set(quarter, offset);
  }
  return offset;
}

/** An instant as the zone's wall clock (a floating Date). */
export function toWall(at: Date | string, tz: string): Date {
  const d = typeof at === 'string' ? new Date(at) : at;
  return new Date(d.getTime() + offsetMs(tz, d));
}

/** A floating wall-clock Date back to the instant it means in the zone. */
export function fromWall(wall: Date, tz: string): Date {
  const first = wall.getTime() - offsetMs(tz, wall);
  const second = wall.getTime() - offsetMs(tz, new Date(first));
  return new Date(second);
}

/** "2030-03-04" of a floating Date. */
export const wallDate = (wall: Date) => wall.toISOString().slice(0, 10);
/** "09:30" of a floating Date. */
export const wallTime = (wall: Date) => wall.toISOString().slice(11, 16);
/** A floating Date from "2030-03-04" and "09:30". */
export const wallOf = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);
