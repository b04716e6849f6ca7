/** The plan panel: a day's load profile, geo-replicas and a year ahead. */
export const plan = {
  'plan.title': 'Plan: the day, the regions, the year',
  'plan.hint':
    'How the bill changes when the load moves through the day, when the service runs in several regions, and as the audience grows.',
  'plan.empty': 'Add a workload to plan its day, its regions and its year.',
  'plan.profile.title': 'A day’s load',
  'plan.profile.hint':
    'Each hour’s load as a share of the peak you composed. Messages are billed for each hour’s traffic; units for the hours they run.',
  'plan.profile.presets': 'Start from',
  'plan.profile.preset.flat': 'Flat',
  'plan.profile.preset.businessHours': 'Business hours',
  'plan.profile.preset.eveningPeak': 'Evening peak',
  'plan.profile.preset.eventSpike': 'Weekday event spike',
  'plan.profile.clear': 'Back to the peak all day',
  'plan.profile.chart.label': 'Chart: the load of each hour of the day as a share of the peak',
  'plan.profile.hour': '{hour}:00',
  'plan.profile.level': 'Load',
  'plan.profile.levelOf': 'Load at {hour}:00, percent of the peak',
  'plan.profile.table.show': 'Show and edit as a table',
  'plan.profile.table.caption': 'Load and units by hour',
  'plan.profile.table.hour': 'Hour',
  'plan.profile.table.fixed': 'Fixed units',
  'plan.profile.table.autoscale': 'Autoscale units',
  'plan.profile.table.ideal': 'Units needed',
  'plan.profile.error.range': 'Load at {hour}:00: enter a percentage from 0 to 100.',
  'plan.profile.error.allZero':
    'Load at {hour}:00: at least one hour must be above 0%. Not applied.',
  'plan.units.chart.label': 'Chart: the units of each hour, fixed, with autoscale and as needed',
  'plan.units.legend': 'Units by hour',
  'plan.costs.fixed': 'Fixed at the peak on {tier} (the recommendation)',
  'plan.costs.heading': 'Monthly cost',
  'plan.costs.chosen':
    'The plan deploys {deployment}: {cost}/month, the monthly cost the answer shows.',
  'plan.costs.none': 'Nothing fits, so the plan deploys nothing and has no monthly cost.',
  'plan.costs.compared':
    'The same regions and instances run three ways, to compare (the plan takes the cheaper of the first two):',
  'plan.costs.fixedAllDay': 'Fixed at the peak all day: {tier}',
  'plan.costs.isChosen': '(the plan)',
  'plan.costs.autoscale': 'Premium with autoscale ({unitDays} unit-days a day)',
  'plan.costs.ideal': 'Ideal lower bound: each hour exactly the Premium units it needs',
  'plan.costs.noFit': 'no Premium tier carries the peak',
  'plan.costs.sku': 'Autoscale changes the units, never the SKU: it runs on {sku} all day.',
  'plan.costs.beyondP1':
    'The peak needs more than {p1} gives, and autoscale cannot switch SKU: the day runs on {p2} throughout, never on {p1} at night.',
  'plan.crossRegion':
    'Between the regions: {bytes} a day of messages forwarded to recipients connected to another replica. Azure bills them on its data transfer meter: {cost} a month at {rate} per GB, included in the monthly cost above.',
  'plan.crossRegion.assumption':
    'Our assumption: the clients are spread evenly over the regions unless you give shares, and a message crosses once to each other region holding a recipient.',
  'plan.crossRegion.webPubSub':
    'Between the regions: {bytes} a day of messages forwarded to recipients connected to another replica. Azure bills them on its data transfer meter (“egress fees for cross region outbound traffic”): {cost} a month at {rate} per GB, included in the monthly cost above.',
  'plan.autoscale.heading': 'The autoscale rule',
  'plan.autoscale.deployed': 'The plan runs it on {sku}, each region its own: {rule}',
  'plan.autoscale.compared':
    'The plan keeps its units fixed; the autoscale cost above runs this rule on {sku}:',
  'plan.autoscale.serverLoad':
    'A throughput limit binds at the peak, so the rule also watches Server Load, at the same thresholds.',
  'plan.autoscale.out': 'Scale out above, percent of the connection quota',
  'plan.autoscale.in': 'Scale in below, percent of the connection quota',
  'plan.autoscale.coolDown': 'Cool-down between scale actions',
  'plan.autoscale.minutes': 'min',
  'plan.autoscale.reset': 'Back to the vendor’s example ({out}, {in}, {coolDown})',
  'plan.autoscale.source':
    'The vendor’s autoscale example scales out above {out} and in below {in} of Connection Quota Utilization, and advises {coolDown} between scale actions (“Automatically scale units of an Azure SignalR Service”). Autoscale runs on Premium only.',
  'plan.autoscale.source.webPubSub':
    'The vendor’s autoscale example scales out above {out} and in below {in} of Connection Quota Utilization, and advises {coolDown} between scale actions (“Automatically scale units of an Azure Web PubSub service”). Autoscale runs on Premium only.',
  'plan.autoscale.simulation':
    'Our assumption: simulated hour by hour, the units scale out in the hour the load needs them (an action takes a few minutes) and in by one step per cool-down while Connection Quota Utilization and the Server Load stand-in are below the scale-in threshold; autoscale never changes the SKU.',
  'plan.costs.assumption':
    'Assumption: units are billed for the seconds they run, billed daily. Azure SignalR’s pages do not say so; Azure Web PubSub’s billing page does (5 units for 18 hours and 10 for 6 hours bill 6.25 unit-days).',
  'plan.costs.assumption.webPubSub':
    'Units are billed for the seconds they run, billed daily: Azure Web PubSub’s billing page (5 units for 18 hours and 10 for 6 hours bill 6.25 unit-days).',
  'plan.replicas.title': 'Regions',
  'plan.replicas.hint':
    'Premium geo-replication: each replica is billed for its own units and outbound messages, with its own included messages.',
  'plan.replicas.count': 'Replicas besides the primary',
  'plan.replicas.error.count': 'Replicas: enter a whole number from 0 to {max}.',
  'plan.replicas.sizing': 'Size each region for',
  'plan.replicas.sizing.allTraffic': 'All the traffic (one region can take over)',
  'plan.replicas.sizing.split': 'Its share of the traffic',
  'plan.replicas.share': 'Share of {region}, percent',
  'plan.replicas.error.share':
    'Share of {region}: enter a percentage above 0 and below 100; the other regions share the rest.',
  'plan.replicas.primary': 'Primary',
  'plan.replicas.replica': 'Replica {region}',
  'plan.replicas.table.caption': 'Each region’s tier and monthly cost',
  'plan.replicas.table.region': 'Region',
  'plan.replicas.table.clients': 'Clients',
  'plan.replicas.table.tier': 'Tier',
  'plan.replicas.autoscaled': '{tier}, autoscaling {minimum}–{maximum} units',
  'plan.replicas.table.cost': 'Monthly cost',
  'plan.replicas.total': 'All regions: {cost} a month.',
  'plan.replicas.noFit': 'A region’s share fits no Premium tier.',
  'plan.failover.title': 'If a region fails',
  'plan.failover.summary':
    'Where a failed region’s clients go, what the other regions carry, how soon autoscale catches up and how long the reconnect storm lasts.',
  'plan.failover.routing':
    'Azure SignalR Service checks each replica’s health through Traffic Manager and answers the instance’s name with the closest healthy replica. When a region fails its replica leaves those answers, and once the DNS time-to-live of {ttl} has passed its clients reach the other regions; the app servers’ server connections move the same way, without anyone stepping in (vendor page “Geo-replication in Azure SignalR”, which does not say how long the health check takes to notice).',
  'plan.failover.routing.webPubSub':
    'Azure Web PubSub checks each replica’s health through Traffic Manager and answers the instance’s name with the closest healthy replica. When a region fails its replica leaves those answers, and once the DNS time-to-live of {ttl} has passed its clients reach the other regions, without anyone stepping in (vendor page “Geo-replication in Azure Web PubSub”, which does not say how long the health check takes to notice).',
  'plan.failover.spread':
    'Which region each client reaches depends on where it is, which the scenario does not say: the failed region’s clients are spread evenly over the others (our assumption).',
  'plan.failover.retry':
    'The SignalR clients’ default automatic reconnect gives up {retry} after the connection drops, before the {ttl} are over: give them a retry policy that keeps trying for longer, or they stay disconnected.',
  'plan.failover.region': 'Region that fails',
  'plan.failover.hour': 'Hour the region fails',
  'plan.failover.hour.peak': '{hour}:00 (the peak)',
  'plan.failover.moment.peak': 'At the peak hour, {hour}:00',
  'plan.failover.moment.hour': 'At {hour}:00, {level} of the peak',
  'plan.failover.moment.flat': 'At the peak, all day',
  'plan.failover.lost':
    '{region} fails: {clients} clients ({share} of them) reconnect to the other regions.',
  'plan.failover.table.caption': 'The other regions when {region} fails',
  'plan.failover.table.region': 'Region',
  'plan.failover.table.clients': 'Clients before → after',
  'plan.failover.table.load': 'Load on its units',
  'plan.failover.table.scaling': 'Units',
  'plan.failover.table.reconnect': 'Reconnect storm',
  'plan.failover.clients': '{before} → {after}',
  'plan.failover.load': '{units} units: {before} → {after} of {limit}',
  'plan.failover.load.refused': 'over the quota: {refused} connections refused',
  'plan.failover.load.overCapacity': 'over the guide’s maximum',
  'plan.failover.load.overTarget': 'above the {target} target',
  'plan.failover.load.withinTarget': 'within its target',
  'plan.failover.after': '{utilization} of {limit}',
  'plan.failover.fixed': 'Fixed: stays at {units} units; {needed} would carry it',
  'plan.failover.fixed.fits': 'Fixed: its units carry it',
  'plan.failover.fixed.noTier': 'Fixed: stays at {units} units; no unit count of {sku} carries it',
  'plan.failover.autoscale.none': 'Autoscale: no action needed',
  'plan.failover.autoscale.steps': {
    one: 'Autoscale: {from} → {to} units in {count} action, after about {minutes} min; then {after}',
    other:
      'Autoscale: {from} → {to} units in {count} actions, after about {minutes} min; then {after}',
  },
  'plan.failover.autoscale.maximum':
    'Autoscale stops at its maximum of {maximum} units ({after}); {needed} would carry it',
  'plan.failover.autoscale.maximumNoTier':
    'Autoscale stops at its maximum of {maximum} units ({after}); no unit count of {sku} carries it',
  'plan.failover.reconnect': '{seconds} for {clients} clients at {rate} a second',
  'plan.failover.reconnect.slow': '(longer than the {window} the clients keep retrying)',
  'plan.failover.reconnect.none': 'No connection-open rate is published for Azure Web PubSub',
  'plan.failover.line':
    '{region}: clients {clients}; {load}; {scaling}; reconnect storm: {reconnect}.',
  'plan.failover.timing':
    'Autoscale’s minutes count up to {window} for the rule to see the new load (the generated rules average their metric over {window}: our assumption), one cool-down between actions, and {action} for the last action to take effect (the vendor: “3-5 minutes after it’s triggered”). Each action moves to the next unit count the SKU sells: 1 to 10, then 20 to 100 in tens; Premium_P2 100 to 1,000 in hundreds.',
  'plan.failover.premiumP2':
    'Premium_P2’s scale operations take longer than smaller tiers’ (the vendor’s scale page gives no figure): count on more than these minutes.',
  'plan.failover.instances':
    'Figures per instance: each of the {count} instances has its replica in every region.',
  'plan.failover.sized':
    'Every region is sized for all the traffic: any one of them can take over the others’ clients, as the vendor advises (“set each replica’s unit size to handle all traffic”).',
  'plan.failover.sizeFor': 'Size for failover',
  'plan.failover.sizeFor.lead':
    'Size every region for all the traffic, so that any one can take over: {deployment}, {cost} a month, {extra} more than now.',
  'plan.failover.sizeFor.hint': 'One step: Undo brings the split back.',
  'plan.failover.sizeFor.noFit':
    'Sized for all the traffic, no Premium tier carries a region: spread the clients over more instances or regions instead.',
  'plan.timeline.title': 'A year ahead',
  'plan.timeline.mode': 'Growth',
  'plan.timeline.mode.none': 'None',
  'plan.timeline.mode.percent': 'A percentage each month',
  'plan.timeline.mode.target': 'A target audience',
  'plan.timeline.percent': 'Monthly growth, percent',
  'plan.timeline.error.percent': 'Monthly growth: enter a percentage from 0 to 100.',
  'plan.timeline.target': 'Client connections',
  'plan.timeline.error.target': 'Client connections: enter a whole number from 1 to 100,000,000.',
  'plan.timeline.month': 'In month',
  'plan.timeline.error.month': 'In month: enter a whole number from 1 to 12.',
  'plan.timeline.growth': 'Growth of {percent} a month.',
  'plan.timeline.chart.label': 'Chart: the monthly cost of each month, now and the 12 ahead',
  'plan.timeline.table.caption': 'Tier and cost month by month',
  'plan.timeline.table.month': 'Month',
  'plan.timeline.table.connections': 'Connections',
  'plan.timeline.table.tier': 'Tier',
  'plan.timeline.table.cost': 'Monthly cost',
  'plan.timeline.table.units': 'Units',
  'plan.timeline.now': 'Now',
  'plan.timeline.noTier': 'No tier fits',
  'plan.timeline.stop': '{tier} stops fitting in month {month}.',
  'plan.timeline.stopNever': '{tier} still fits in month 12.',
  'plan.timeline.change': 'Month {month}: {change}',
  'plan.tierChange.downtime':
    'From {from} to {to}: the public IP changes, and the service may be unreachable for {min}–{max} minutes while DNS learns it (vendor page “{page}”).',
  'plan.tierChange.none': 'From {from} to {to}: no downtime (vendor page “{page}”).',
  'plan.tierChange.assumed':
    'From {from} to {to}: the vendor’s table lists no downtime from Standard_S1 to Premium_P1 or from Premium_P1 to Premium_P2, and not this pair; none is our assumption, as no public IP changes between Standard and Premium.',
  'plan.tierChange.units': 'From {from} to {to}: more units on the same tier, no downtime.',
  'plan.tierChange.premiumP2':
    'Premium_P2’s scale operations take longer than smaller tiers’ (the vendor gives no figure).',
  'plan.tierChange.alternative.singleRegion':
    'Adding replicas to the instance one region alone would run. {change}',
  'plan.tierChange.alternative.optimistic': 'Moving to the range’s lower end. {change}',
  'plan.tierChange.alternative.conservative': 'Moving to the range’s upper end. {change}',
  'plan.tierChange.alternative.severalInstances': 'Moving to several instances. {change}',
  'plan.tierChange.page.signalr': 'How to scale an Azure SignalR Service instance?',
  'plan.tierChange.page.webPubSub': 'How to scale an Azure Web PubSub Service instance?',
  'plan.timeline.total': 'The next 12 months: {cost}.',
  'plan.timeline.totalNoFit': 'Some months fit no tier: no 12-month total.',
  'plan.timeline.csv': 'Download the timeline (CSV)',
} as const;
