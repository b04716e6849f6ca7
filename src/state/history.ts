/**
 * Undo history of the scenario, kept by zundo's `temporal` middleware (about 0.6 KB gzip: it only wraps the
 * store's `set` and keeps two arrays of snapshots, which is all a small history slice would do by hand, and it
 * is maintained for zustand 5). What this module adds is the notion of a *gesture*: consecutive edits of the
 * same field close together in time (a slider drag, a burst of arrow keys, typing a number or a name). A
 * gesture is one undo step, not one per tick. Leaving a number field (or Enter) ends its gesture
 * (src/components/useNumberEntry.ts): a value typed, left, and another typed there are two steps.
 *
 * History lives beside the scenario, never in it: the link and storage write only `scenario`.
 */

/** Edits of the same field further apart than this are separate undo steps. */
export const gestureQuietMilliseconds = 1000;

/** Undo steps kept; older ones are dropped (each is a reference to an immutable snapshot, not a copy). */
export const historyLimit = 100;

interface Gesture<Snapshot> {
  tag: string;
  /** The state before the gesture's first edit. */
  start: Snapshot;
  lastAt: number;
}

export interface Gestures<Snapshot> {
  /** The state before the gesture that an edit tagged `tag` would continue, or null if it starts a new step. */
  startOf: (tag: string | null) => Snapshot | null;
  /** Runs `apply` (which sets the store) as an edit tagged `tag`; `start` is the state its gesture began in. */
  run: (tag: string | null, start: Snapshot, apply: () => void) => void;
  /** Ends the current gesture: after an undo or redo the next edit is a step of its own. */
  end: () => void;
  /** For zundo's `handleSet`: saves a step unless the running edit continues a gesture. */
  handleSet: <Save extends (...args: never[]) => void>(save: Save) => Save;
}

/**
 * @example
 * const gestures = createGestures<State>();
 * gestures.run('edit:w1:connections', before, () => set(...)) // a step
 * gestures.startOf('edit:w1:connections') // `before`, within a second: the next tick continues it
 */
export function createGestures<Snapshot>(now: () => number = () => Date.now()): Gestures<Snapshot> {
  let current: Gesture<Snapshot> | null = null;
  let continuing = false;
  return {
    startOf(tag) {
      if (tag === null || current === null || current.tag !== tag) return null;
      return now() - current.lastAt <= gestureQuietMilliseconds ? current.start : null;
    },
    run(tag, start, apply) {
      continuing = tag !== null && current?.tag === tag && current.start === start;
      current = tag === null ? null : { tag, start, lastAt: now() };
      try {
        apply();
      } finally {
        continuing = false;
      }
    },
    end() {
      current = null;
    },
    handleSet<Save extends (...args: never[]) => void>(save: Save): Save {
      return ((...args: Parameters<Save>) => {
        if (!continuing) save(...args);
      }) as Save;
    },
  };
}
