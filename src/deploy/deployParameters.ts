/**
 * The English words every format says about the parameters an operator sets beyond names and regions (tags, CORS,
 * a Log Analytics workspace, a managed identity, the time zone of a failover schedule), so a reviewer reads one
 * rule once, and the safe default each one has.
 */
import type { DeploymentLayout } from './layout';

export const replicaLocationsDescription =
  "One region per replica, in the plan's order, none of them the primary's. The defaults are placeholders (the scenario does not say where its users are), chosen to differ from the primary's region.";

export const tagsDescription =
  'Tags on every resource this file creates that takes tags (the instance, its replicas and the autoscale settings). Default: none.';

export const corsDescription =
  'Origins a browser may call the service from (CORS), for example https://app.contoso.com. Default ["*"]: any origin, as Azure allows when none is set.';

export const workspaceDescription =
  'Resource ID of a Log Analytics workspace. When set, each region (the instance and each replica) sends its resource logs (allLogs) and metrics there through a diagnostic setting. Default: empty, none.';

export const identityDescription =
  "Give the instance a system-assigned managed identity (replicas share the primary's identity). Default: false, none.";

export const timeZoneDescription =
  "Time zone of the load profile's hours (a Windows time zone name, for example W. Europe Standard Time): each region sized for all the traffic keeps, from each hour on, the units the plan runs then. Default: UTC.";

/** Whether any region keeps the failover capacity (its autoscale profiles then need the time zone). */
export function hasFailoverSchedule(layout: DeploymentLayout): boolean {
  return layout.instances.some((instance) =>
    instance.regions.some((region) => region.autoscale?.failover),
  );
}

/** CORS is SignalR's setting (SignalRProperties.cors); Web PubSub's properties have none. */
export function hasCors(layout: DeploymentLayout): boolean {
  return layout.service === 'signalr';
}

export const defaultCorsOrigins = ['*'] as const;
