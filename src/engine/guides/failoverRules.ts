/**
 * data/failover-rules.json, validated in development and in the tests as the other data files are
 * (./data.ts); the production build ships it without its schema. Only the views of a failover or a tier change
 * and the command line import it, so the page's first load does not carry it.
 */
import failoverRulesJson from '../../../data/failover-rules.json' with { type: 'json' };
import { failoverRulesSchema, type FailoverRules } from './failoverRulesSchema';

// Outside Vite (scripts and browser tests in Node) there is no import.meta.env: check there too.
const checked = import.meta.env?.DEV ?? true;

export const failoverRules: FailoverRules = checked
  ? failoverRulesSchema.parse(failoverRulesJson)
  : (failoverRulesJson as FailoverRules);

export type { FailoverRules } from './failoverRulesSchema';
