// Dragging a question by its grip with a finger or a pen (ADR 066). HTML drag and drop is
// the mouse's way (most phones never start it), so touch and pen pointers are followed
// here instead: the grip captures the pointer, the list item under the finger (marked
// `data-drop-index`) becomes the drop place, and lifting the finger moves the question
// there. The page scrolls when the finger nears the top or bottom edge. The keyboard's
// way (buttons, Alt+↑ / Alt+↓) is unchanged.
import type { PointerEvent as ReactPointerEvent } from 'react';
import { useRef } from 'react';

export interface TouchReorder {
  /** A drag began on question `from`. */
  onStart: (from: number) => void;
  /** The finger is over the place `to` (null: over no question). */
  onOver: (to: number | null) => void;
  /** The finger lifted over `to`: move `from` there. */
  onDrop: (from: number, to: number) => void;
  /** The drag ended (after a drop, or cancelled). */
  onEnd: () => void;
}

const EDGE = 64;
const STEP = 16;

function indexAt(x: number, y: number): number | null {
  const el = document.elementFromPoint?.(x, y)?.closest('[data-drop-index]');
  const at = el ? Number(el.getAttribute('data-drop-index')) : Number.NaN;
  return Number.isInteger(at) ? at : null;
}

export function useTouchReorder(on: TouchReorder) {
  const from = useRef<number | null>(null);
  const over = useRef<number | null>(null);
  const finish = (drop: boolean) => {
    const f = from.current;
    const t = over.current;
    from.current = null;
    over.current = null;
    if (drop && f !== null && t !== null && f !== t) on.onDrop(f, t);
    if (f !== null) on.onEnd();
  };
  /** Handlers for the grip of question `index`. */
  return (index: number) => ({
    onPointerDown: (e: ReactPointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse') return;
      e.preventDefault();
      e.currentTarget.setPointerCapture?.(e.pointerId);
      from.current = index;
      over.current = index;
      on.onStart(index);
      on.onOver(index);
    },
    onPointerMove: (e: ReactPointerEvent<HTMLElement>) => {
      if (from.current === null) return;
      if (e.clientY < EDGE) window.scrollBy(0, -STEP);
      else if (e.clientY > window.innerHeight - EDGE) window.scrollBy(0, STEP);
      const at = indexAt(e.clientX, e.clientY);
      if (at !== over.current) {
        over.current = at;
        on.onOver(at);
      }
    },
    onPointerUp: () => finish(true),
    onPointerCancel: () => finish(false),
  });
}
