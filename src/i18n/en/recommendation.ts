/** The recommendation panel: the tier, app servers, cost, binding limit, growth room, and what to do when nothing fits. */
export const recommendation = {
  'recommendation.heading': 'Recommendation',
  'recommendation.headline.empty': 'No workloads yet',
  'recommendation.headline.noFit': 'No tier fits this scenario',
  'recommendation.empty': 'Add a workload to see the tier, app servers and monthly cost it needs.',
  'recommendation.deployment.instances': {
    one: '{count} instance of {tier}',
    other: '{count} instances of {tier}',
  },
  'recommendation.deployment.regions': '{deployment} in each of {count} regions',
  'recommendation.deployment.regionsSplit': {
    one: '{deployment} in the primary region, {units} units in its replica',
    other: '{deployment} in the primary region, {units} units in its {count} replicas',
  },
  'recommendation.deployment.autoscale': '{deployment}, autoscaling {minimum}–{maximum} units',
  'recommendation.why.replicasNeedPremium':
    'Premium, because geo-replicas run only on Premium: in one region, {cheapest} would do.',
  'recommendation.why.replicasNeedPremium.alone':
    'Premium, because geo-replicas run only on Premium.',
  'recommendation.why.autoscale':
    'Autoscaled, because your day’s load profile leaves hours quieter than the peak: the units follow the load, and you pay for the units each hour runs.',
  'recommendation.why.autoscaleCheaper':
    'Premium with autoscale, because your day’s load profile leaves hours quieter than the peak: the units follow the load, which costs less than {cheapest} at its peak all day.',
  'recommendation.why.fixedRuleNeverScales':
    'Fixed units, though your day has quieter hours: at its scale-out threshold the autoscale rule would hold {units} units in every hour ({cost}/month), a rule that never scales. Fixed at your targets costs less.',
  'recommendation.why.fixedCheaperThanAutoscale':
    'Fixed units, though your day has quieter hours: autoscaling {minimum}–{maximum} units at the rule’s scale-out threshold would cost {cost}/month, more than the units your targets need all day.',
  'recommendation.why.severalInstances': {
    other:
      '{count} instances, because no single instance carries this load: the clients are split between them, and each receives every message but the echoes.',
  },
  'recommendation.why.severalInstancesCheaper': {
    other:
      '{count} instances, because they cost less than one larger instance: the clients are split between them, and each receives every message but the echoes.',
  },
  'recommendation.alternative.severalInstances':
    'Cheaper: {deployment} at {cost}/month, {saving} less. It asks that your clients be split between the instances and that every app server connect to every instance.',
  'recommendation.autoscale.rule':
    'Scales out above {out} and in below {in} of the connection quota, at most one step every {coolDown}, between {minimum} and {maximum} units.',
  'recommendation.range.end': '{tier} ({cost}/month)',
  'recommendation.regions.allTraffic': {
    one: '{regions} regions (the primary and {count} replica), each {tier}, sized for all traffic so that one can take over: {each}/month each, {total}/month in all.',
    other:
      '{regions} regions (the primary and {count} replicas), each {tier}, sized for all traffic so that one can take over: {each}/month each, {total}/month in all.',
  },
  'recommendation.regions.split': {
    one: '{regions} regions (the primary and {count} replica), each sized for its share of the clients: {total}/month in all.',
    other:
      '{regions} regions (the primary and {count} replicas), each sized for its share of the clients: {total}/month in all.',
  },
  'recommendation.regions.billing':
    'Each region bills its own units and the messages delivered to its own clients.',
  'recommendation.range': 'Between {from} and {to}, because {because}.',
  'recommendation.range.noConservative':
    'From {from} to no tier at all, because {because}: under the least favourable reading nothing fits.',
  'recommendation.range.reason.groupSize':
    'groups of {groupSize} lie between the group sizes the guide measured ({lower} and {upper} members)',
  'recommendation.range.reason.bigGroup':
    'groups of {groupSize} are bigger than the biggest group the guide measured ({measured} members)',
  'recommendation.range.reason.units':
    'unit {units} lies between the guide’s columns {lower} and {upper}',
  'recommendation.range.reason.billedBytes':
    'Web PubSub’s billing page counts outbound bytes in 2 KB messages, and read per message each message would count as a whole 2 KB',
  'recommendation.range.hint':
    'The guide is silent there; the setting “Reading of the guide” chooses which end sizes the answer.',
  'recommendation.appServers': 'App servers',
  'recommendation.upstream': 'Upstream',
  'recommendation.cost': 'Monthly cost',
  'recommendation.calibrated':
    'Calibrated with what you measured: the predicted load is multiplied by {factors}.',
  'recommendation.binding': 'Binding limit',
  'recommendation.metric.perMonth': 'per month',
  'recommendation.metric.target': 'limit {target}',
  'recommendation.metric.perHub': '{count} server connections per hub each',
  'recommendation.metric.requestsPerSecond': 'requests/s',
  'recommendation.details': 'Why, and what it costs',
} as const;
