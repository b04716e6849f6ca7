/** "What you measured": Azure Monitor metrics of the running instance against the engine's prediction. */
export const measured = {
  'measured.heading': 'What you measured',
  'measured.status.empty': 'Nothing entered',
  'measured.status.entered': {
    one: '{count} metric entered',
    other: '{count} metrics entered',
  },
  'measured.status.calibrated': 'Calibration applied',
  'measured.intro':
    'Enter what Azure Monitor (Metrics) shows for your instance at a peak, as the portal shows it. The page compares each with what the engine predicts for the scenario above, and can size with the measured ratios.',
  'measured.sku': 'SKU',
  'measured.sku.none': 'Not entered',
  'measured.units': 'Units',
  'measured.connectionCount': 'Connection Count (Max)',
  'measured.connectionCount.hint':
    'Clients and server connections together, as the portal counts them.',
  'measured.messageCountPerDay': 'Message Count (Sum over a day)',
  'measured.messageCountPerDay.hint': 'Counted in 2 KB chunks, as messages are billed.',
  'measured.inboundTrafficBytes': 'Inbound Traffic (Sum)',
  'measured.outboundTrafficBytes': 'Outbound Traffic (Sum)',
  'measured.traffic.hint':
    'Bytes per time grain, as the chart shows them: 12 GB, 350 MB or 3500000000.',
  'measured.trafficGrain': 'Time grain of the traffic sums',
  'measured.grain.60': '1 minute',
  'measured.grain.300': '5 minutes',
  'measured.grain.900': '15 minutes',
  'measured.grain.1800': '30 minutes',
  'measured.grain.3600': '1 hour',
  'measured.grain.21600': '6 hours',
  'measured.grain.43200': '12 hours',
  'measured.grain.86400': '1 day',
  'measured.serverLoadPercent': 'Server Load (Max)',
  'measured.unit.bytes': 'B',
  'measured.unit.count': 'count',
  'measured.unit.messages': 'messages',
  'measured.unit.percent': '%',
  'measured.unit.units': 'units',
  'measured.table.caption': 'Measured against predicted',
  'measured.table.metric': 'Metric',
  'measured.table.measured': 'You measured',
  'measured.table.predicted': 'Engine predicts',
  'measured.table.ratio': 'Ratio',
  'measured.table.none': '–',
  'measured.serverLoad.noTier': 'Enter the SKU and units to compare Server Load.',
  'measured.apply': 'Size with the measured ratios',
  'measured.remove': 'Stop calibrating',
  'measured.clear': 'Clear what you measured',
  'measured.applied': 'Sizing with: {factors}',
  'measured.nothingToApply': 'Enter Connection Count, Message Count or a traffic sum to calibrate.',
  'measured.typed.heading': 'Or type what the portal shows at a peak',
  'measured.file.heading': 'Read the metrics Azure wrote',
  'measured.file.intro':
    'Load what Azure Monitor recorded for your instance, one value an hour over a day or longer: the JSON of az monitor metrics list, or the CSV the portal’s metrics chart downloads (several files at once, one per chart). The page reads the day’s profile, each metric’s peak and its ratio to the prediction. The file is read in this browser and goes nowhere.',
  'measured.file.choose': 'Read metrics files…',
  'measured.file.input': 'Metrics files (JSON or CSV)',
  'measured.file.offset': 'Hours of the day in',
  'measured.file.offset.utc': 'UTC, as Azure Monitor writes them',
  'measured.file.offset.value': 'UTC{offset}',
  'measured.file.offset.hint':
    'For times written with their zone (the JSON’s). Times written without one (the portal’s CSV) are read as written.',
  'measured.file.reading': 'Reading {file}…',
  'measured.file.summary': {
    one: '{file}: {metrics}, one value an hour, {count} hour from {start} to {end}.',
    other: '{file}: {metrics}, one value an hour, {count} hours from {start} to {end}.',
  },
  'measured.file.zoneless': 'Its times carry no time zone: they are read as written.',
  'measured.file.otherService':
    'These metrics come from {fileService}; the scenario sizes {scenarioService}.',
  'measured.file.profile':
    'The day it gives: the peak at {peakHour}; the quietest hour, {quietHour}, at {quietLevel} of it.',
  'measured.file.profile.none':
    'No profile of the day: that needs Connection Count, Message Count or a traffic sum. The re-size keeps the day as it is.',
  'measured.file.quota':
    'At the connections’ peak, {connections} connections were {percent} of the connection quota: a quota of about {quota} connections.',
  'measured.file.factors.caption': 'The file’s peaks against the prediction',
  'measured.file.peak': '{value} at {time}',
  'measured.file.resize': 'Re-size the plan from these metrics',
  'measured.file.resize.hint':
    'One step, undone by Undo: the peaks replace the metrics typed above (the SKU and units stay), their ratios become the calibration and the day becomes the load profile. What they replace is also kept aside.',
  'measured.file.resized': 'Re-sized from {file}.',
  'measured.file.already': 'The scenario already holds what these metrics give: nothing to change.',
  'measured.file.undo': 'Undo the re-size',
  'measured.file.undone': 'The re-size is undone: the scenario is as it was.',
  'measured.file.chart.summary': 'Measured against planned, hour by hour',
  'measured.file.chart.metric': 'Metric shown',
  'measured.file.chart.label': '{metric}: measured against planned, by hour of the day',
  'measured.file.chart.measured': 'Measured (the busiest day)',
  'measured.file.chart.planned': 'Planned',
  'measured.file.chart.legend': 'Lines of the chart',
  'measured.file.chart.caption': '{metric}, hour by hour',
  'measured.file.chart.table': 'Show as a table',
  'measured.file.chart.hour': 'Hour',
  'measured.file.chart.noPlan':
    'Nothing fits the scenario, so there is no deployment to read Connection Quota Utilization or Server Load off.',
  'measured.file.metric.connectionCount': 'Connection Count (Max)',
  'measured.file.metric.connectionQuotaUtilization': 'Connection Quota Utilization (Max)',
  'measured.file.metric.messageCount': 'Message Count (Sum an hour)',
  'measured.file.metric.inboundTraffic': 'Inbound Traffic (Sum an hour)',
  'measured.file.metric.outboundTraffic': 'Outbound Traffic (Sum an hour)',
  'measured.file.metric.serverLoad': 'Server Load (Max)',
  'measured.file.error.lead': 'The metrics in {file} could not be used.',
  'measured.file.error.kept': 'Nothing changed: the scenario and what you typed are as they were.',
  'measured.file.error.more': {
    one: '…and {count} more problem.',
    other: '…and {count} more problems.',
  },
  'measured.file.where.series': 'Series “{name}”',
  'measured.file.where.line': 'Line {line}',
  'measured.file.where.column': 'Line {line}, column “{name}”',
  'measured.file.where.file': '{file}: {problem}',
  'measured.file.problem.empty': 'The file is empty.',
  'measured.file.problem.unreadable': 'It could not be read: {reason}',
  'measured.file.problem.notText':
    'This file is not {encoding} text: some of its bytes are no character. Azure writes its metrics in UTF-8: save the file az monitor metrics list or the portal’s chart wrote unchanged, or save it as UTF-8, and try again.',
  'measured.file.problem.tooLarge':
    'The file is {size}: a metrics file may be at most {max} (a month of the six metrics takes about 1 MB).',
  'measured.file.problem.syntax':
    'It starts like JSON but is not: it stops being JSON at line {line}, column {column}.',
  'measured.file.problem.shape':
    'It is JSON, but not what az monitor metrics list writes: “{path}” is missing or not what Azure writes there.',
  'measured.file.problem.noHeader':
    'No header line with a time column followed by times: the page reads the CSV the portal’s metrics chart downloads (a Time column, then one column per metric).',
  'measured.file.problem.otherMetric': '{where}: not a metric the page reads ({known}).',
  'measured.file.problem.noMetric': 'It holds none of the metrics the page reads ({known}).',
  'measured.file.problem.duplicate': '{where}: this metric is already read, from another series.',
  'measured.file.problem.unit':
    '{where}: its unit is {found}, where Azure Monitor measures it in {expected}.',
  'measured.file.problem.aggregation':
    '{where}: the page reads its {expected} (--aggregation {expectedCli}), and the file holds none.',
  'measured.file.problem.aggregation.found':
    '{where}: it holds the {found}, and the page reads the {expected} (--aggregation {expectedCli}).',
  'measured.file.problem.split':
    '{where}: split into {count} series by a dimension. List it without --dimension or --filter, so that it is the whole resource’s.',
  'measured.file.problem.interval':
    'The interval is {interval} ({duration}): the page reads one value an hour (--interval PT1H, or a time granularity of 1 hour in the portal).',
  'measured.file.problem.interval.step':
    '{where}: {time} comes {duration} after the value before it; the page reads one value an hour (--interval PT1H, or a time granularity of 1 hour in the portal).',
  'measured.file.problem.gap': '{where}: no value at {time}.',
  'measured.file.problem.gap.more': {
    one: '{where}: no value at {time}, nor at {count} more hour.',
    other: '{where}: no value at {time}, nor at {count} more hours.',
  },
  'measured.file.problem.short': {
    one: 'It covers {count} hour: the page needs a day or longer (24 hours or more), one value an hour.',
    other:
      'It covers {count} hours: the page needs a day or longer (24 hours or more), one value an hour.',
  },
  'measured.file.problem.time': '{where}: “{text}” is not a time the page reads.',
  'measured.file.problem.number': '{where}: “{text}” is not a number of 0 or more.',
  'measured.file.problem.beyond':
    '{where}: its peak, {value}, is more than the page holds ({max}).',
  'measured.file.aggregation.maximum': 'Maximum',
  'measured.file.aggregation.total': 'Sum',
  'measured.file.aggregation.average': 'Average',
  'measured.file.aggregation.minimum': 'Minimum',
  'measured.file.aggregation.count': 'Count',
} as const;
