/** What a card asks of the list: the list runs the store action and then moves focus where it belongs. */
export interface CardActions {
  duplicate: (index: number) => void;
  move: (index: number, direction: -1 | 1) => void;
  remove: (index: number) => void;
}

/** Where focus goes once the list has re-rendered. */
export type FocusTarget =
  | { kind: 'add' }
  | { kind: 'control'; workloadKey: string; control: 'name' | 'moveUp' | 'moveDown' };
