/** Turns zod's issues into the format's own: a field path, an English message and a code the UI words. */
import type * as z from 'zod/mini';
import { services, type Service } from './services';

/** What is wrong, as a code and its numbers, so the UI can word it in any language. */
export type IssueDetail =
  | { code: 'tooBig'; maximum: number; items: boolean }
  | { code: 'tooSmall'; minimum: number; inclusive: boolean }
  /** 0, or at least `minimum` (a price: nothing between is a price). */
  | { code: 'zeroOrAtLeast'; minimum: number }
  | { code: 'hoursInDay'; hours: number }
  /** A rate a scenario in another currency, or read from a price list, cannot leave to the USD defaults. */
  | { code: 'priceNeeded' }
  /** Text that must follow a pattern: a currency code, a region's name, a day. */
  | { code: 'writtenLike'; example: string }
  | { code: 'wholeNumber' }
  | { code: 'wrongType'; expected: 'number' | 'text' | 'list' | 'object' | 'other' }
  | { code: 'notOneOf'; values: string[] }
  | { code: 'unknownFields'; keys: string[] }
  /** A pattern or setting the scenario's service does not have (services.ts). */
  | { code: 'notForService'; service: Service }
  | { code: 'invalid' };

export interface ScenarioIssue {
  /** Where the problem is, e.g. `workloads[0].connections`. */
  path: string;
  /** The problem in English, for scripts and the JSON API. */
  message: string;
  detail: IssueDetail;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text === '' ? String(key) : `.${String(key)}`;
  }
  return text === '' ? '(the scenario)' : text;
}

export function describeIssue(issue: z.core.$ZodIssue): ScenarioIssue {
  return { path: formatPath(issue.path), message: issueMessage(issue), detail: issueDetail(issue) };
}

const typeNames: Record<string, 'number' | 'text' | 'list' | 'object'> = {
  number: 'number',
  string: 'text',
  array: 'list',
  object: 'object',
};

/** The hours a load profile of the wrong length needs ("must be at least 24" would not say 24 of what). */
function hoursInDay(issue: z.core.$ZodIssue): number | null {
  if (issue.code !== 'too_small' && issue.code !== 'too_big') return null;
  if (issue.origin !== 'array' || issue.exact !== true || issue.path.at(-1) !== 'loadProfile')
    return null;
  return Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
}

function isService(value: unknown): value is Service {
  return services.includes(value as Service);
}

function issueDetail(issue: z.core.$ZodIssue): IssueDetail {
  const hours = hoursInDay(issue);
  if (hours !== null) return { code: 'hoursInDay', hours };
  switch (issue.code) {
    case 'too_big':
      return { code: 'tooBig', maximum: Number(issue.maximum), items: issue.origin === 'array' };
    case 'too_small':
      return {
        code: 'tooSmall',
        minimum: Number(issue.minimum),
        inclusive: issue.inclusive ?? true,
      };
    case 'invalid_type':
      return issue.expected === 'int'
        ? { code: 'wholeNumber' }
        : { code: 'wrongType', expected: typeNames[issue.expected] ?? 'other' };
    case 'invalid_value':
      return { code: 'notOneOf', values: issue.values.map((value) => JSON.stringify(value)) };
    case 'unrecognized_keys':
      return { code: 'unknownFields', keys: issue.keys };
    case 'custom':
      if (isService(issue.params?.notForService)) {
        return { code: 'notForService', service: issue.params.notForService };
      }
      if (typeof issue.params?.zeroOrAtLeast === 'number')
        return { code: 'zeroOrAtLeast', minimum: issue.params.zeroOrAtLeast };
      if (issue.params?.priceNeeded === true) return { code: 'priceNeeded' };
      if (typeof issue.params?.writtenLike === 'string')
        return { code: 'writtenLike', example: issue.params.writtenLike };
      return { code: 'invalid' };
    default:
      return { code: 'invalid' };
  }
}

function issueMessage(issue: z.core.$ZodIssue): string {
  const hours = hoursInDay(issue);
  if (hours !== null) return `needs ${String(hours)} hours, one level for each`;
  switch (issue.code) {
    case 'too_big':
      return `must be at most ${String(issue.maximum)}${issue.origin === 'array' ? ' items' : ''}`;
    case 'too_small':
      return issue.inclusive
        ? `must be at least ${String(issue.minimum)}`
        : `must be more than ${String(issue.minimum)}`;
    case 'invalid_type':
      return `must be ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}
