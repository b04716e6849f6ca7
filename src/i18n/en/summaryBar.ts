/** The sticky answer bar shown on narrow screens, where the results sit below the composer. */
export const summaryBar = {
  'summaryBar.label': 'Current answer',
  'summaryBar.cost': '{cost}/month',
  'summaryBar.show': 'See results',
} as const;
