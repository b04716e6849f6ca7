/** Undo and redo of changes to the scenario. */
export const history = {
  'history.label': 'Undo and redo',
  'history.undo': 'Undo',
  'history.redo': 'Redo',
  'history.undone': 'Undone.',
  'history.redone': 'Redone.',
} as const;
