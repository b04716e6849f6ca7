/** The live totals of the scenario. */
export const totals = {
  'totals.heading': 'Totals',
  'totals.connections': 'Connections',
  'totals.inboundMessages': 'Inbound messages',
  'totals.outboundMessages': 'Outbound messages',
  'totals.inboundBandwidth': 'Inbound bandwidth',
  'totals.outboundBandwidth': 'Outbound bandwidth',
  'totals.loadHint': 'Sized as {load}: messages under 1 KB count as 1 KB.',
  'totals.billedMessages': 'Billed messages a day',
  'totals.billedHint':
    'Outbound messages in 2 KB chunks, plus the leg to the app server in default mode.',
  'totals.billedHintProfile':
    'Over the day as your load profile has it: outbound messages in 2 KB chunks, plus the leg to the app server in default mode.',
  'totals.billedHint.webPubSub':
    'Outbound bytes divided in 2 KB messages, the calls to the upstream for client events included.',
  'totals.billedHintProfile.webPubSub':
    'Over the day as your load profile has it: outbound bytes divided in 2 KB messages, the calls to the upstream for client events included.',
  'totals.crossRegion': 'Data transfer between regions',
  'totals.crossRegionHint':
    '{gigabytes} a month at {rate} per GB (Azure’s bandwidth pricing, seen in {date}): part of the monthly cost.',
  'totals.monthlyCost': 'Monthly cost',
  'totals.costTier': 'At {tier}',
  'totals.noCost': '—',
  'totals.noCost.empty': 'No workloads yet.',
  'totals.noCost.noFit': 'No tier fits this scenario.',
} as const;
