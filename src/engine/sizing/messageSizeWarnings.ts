/** The message size limits the service and the app server enforce (vendor page "Messages and connections"). */
import { type Scenario } from '../scenario/scenario';
import { isClientPattern } from '../scenario/scenarioLimits';
import type { ServiceRules } from '../guides/serviceRulesSchema';
import { indicesWhere } from './indicesWhere';

/** Which limit a workload's messages exceed: the app server's for client messages, long polling's, the REST API's. */
export type MessageSizeLimit = 'hubReceive' | 'sseLongPolling' | 'restBody';

export interface MessageSizeWarning {
  code: 'messageSizeLimit';
  limit: MessageSizeLimit;
  limitBytes: number;
  workloads: number[];
  /** The app-server setting that raises the limit; null where nothing can (the service's own limits). */
  setting: string | null;
}

/**
 * Client messages above 32 KB (the app server's default), long-polling or Server-Sent Events client messages
 * above 1 MB, REST messages above 1 MB.
 * @example an echo of 40,000 B -> { code: 'messageSizeLimit', limit: 'hubReceive', limitBytes: 32,768, ... }
 */
export function messageSizeWarnings(scenario: Scenario, rules: ServiceRules): MessageSizeWarning[] {
  const limits = rules.messageSizeLimits;
  const { workloads } = scenario;
  const warnings: MessageSizeWarning[] = [];
  const hub = indicesWhere(
    workloads,
    (w) => isClientPattern(w.pattern) && w.messageBytes > limits.hubReceiveBytes,
  );
  if (hub.length > 0) {
    warnings.push({
      code: 'messageSizeLimit',
      limit: 'hubReceive',
      limitBytes: limits.hubReceiveBytes,
      workloads: hub,
      setting: limits.hubReceiveSetting,
    });
  }
  const polling = indicesWhere(
    workloads,
    (w) =>
      isClientPattern(w.pattern) &&
      (w.transport ?? 'webSockets') !== 'webSockets' &&
      w.messageBytes > limits.sseLongPollingBytes,
  );
  if (polling.length > 0) {
    warnings.push({
      code: 'messageSizeLimit',
      limit: 'sseLongPolling',
      limitBytes: limits.sseLongPollingBytes,
      workloads: polling,
      setting: null,
    });
  }
  const rest = indicesWhere(
    workloads,
    (w) => !isClientPattern(w.pattern) && w.messageBytes > limits.restBodyBytes,
  );
  if (rest.length > 0) {
    warnings.push({
      code: 'messageSizeLimit',
      limit: 'restBody',
      limitBytes: limits.restBodyBytes,
      workloads: rest,
      setting: null,
    });
  }
  return warnings;
}
