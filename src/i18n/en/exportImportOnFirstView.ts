/** The chart export buttons under the headroom chart, on the first view: loaded with the page. */
export const exportImportOnFirstView = {
  'exportImport.saved': 'Saved {fileName}.',
  'exportImport.chart.headroom': 'Export the headroom chart',
  'exportImport.chart.growth': 'Export the growth chart',
  'exportImport.chart.loadProfile': 'Export the load profile chart',
  'exportImport.chart.hourlyUnits': 'Export the units by hour chart',
  'exportImport.chart.timeline': 'Export the year-ahead chart',
  'exportImport.chart.svg': 'Download SVG',
  'exportImport.chart.png': 'Download PNG',
  'exportImport.chart.failed': 'The chart could not be exported.',
} as const;
