/**
 * The plan's deployment and bill as the exports word them (src/exports): the Markdown report, the CSV's plan
 * rows, the print summary and the image card.
 */
export const exportPlan = {
  'exportImport.plan.region.primary': 'primary',
  'exportImport.plan.region.replica': 'replica {region}',
  'exportImport.plan.service': 'Service',
  'exportImport.plan.why': 'Why this shape',
  'exportImport.plan.why.replicasNeedPremium':
    'Geo-replicas exist on Premium only, so every region runs Premium.',
  'exportImport.plan.why.autoscale':
    'With the day’s load profile, Premium autoscale moves the units through the day (each region has its own rule).',
  'exportImport.plan.why.severalInstances':
    'No single instance carries the load, so the clients are split over identical instances.',
  'exportImport.plan.why.severalInstancesCheaper':
    'Several instances cost less than the single larger instance that also fits.',
  'exportImport.plan.autoscale': 'Autoscale',
  'exportImport.plan.autoscale.value':
    'from {minimum} to {maximum} units per instance in each region: scale out above {out} of the connection quota, scale in below {in}, {minutes} minutes between scale actions.',
  'exportImport.plan.autoscale.serverLoad':
    'A second rule watches Server Load (out above {out}, in below {in}): throughput binds this plan.',
  'exportImport.plan.autoscale.example':
    'The thresholds are the vendor’s example; the scenario can set its own.',
  'exportImport.plan.end': {
    one: '{tier} at {cost} a month',
    other: '{count} instances of {tier} at {cost} a month',
  },
  'exportImport.plan.alternative': 'Also possible',
  'exportImport.plan.monthly.value':
    '{total}: units {units}, messages beyond the included ones {messages}',
  'exportImport.plan.monthly.valueCrossRegion':
    '{total}: units {units}, messages beyond the included ones {messages}, data transfer between the regions {cost} ({gigabytes} a month at {rate} per GB, Azure’s bandwidth pricing seen in {date})',
  'exportImport.plan.regionBill': 'Region ({region})',
  'exportImport.plan.regionBill.value': '{tier}, {share} of the clients, {cost}',
  'exportImport.plan.day.fixed': 'The day, fixed at the peak on {tier}',
  'exportImport.plan.day.autoscale':
    'The day, with autoscale on {sku} ({unitDays} unit-days a day)',
  'exportImport.plan.day.ideal':
    'The day, each hour exactly the Premium units it needs (a lower bound)',
  'exportImport.plan.day.chosen': '(what the plan deploys)',
  'exportImport.plan.day.noFit': 'no Premium tier carries the peak',
  'exportImport.plan.year': 'The year ahead',
  'exportImport.plan.year.value': {
    one: 'now {now} a month; growing {growth} a month, month 12 needs {tier} at {last} a month; the next 12 months cost {total}.',
    other:
      'now {now} a month; growing {growth} a month, month 12 needs {count} instances of {tier} at {last} a month; the next 12 months cost {total}.',
  },
  'exportImport.plan.tierChange': 'Change of tier',
  'exportImport.plan.year.noFit':
    'now {now} a month; some of the next 12 months fit no deployment, so there is no 12-month total.',
} as const;
