/**
 * The reverse formula's question as the screen holds it, and what it may ask: the unit counts an edition's
 * tables cover, and which two of the three quantities are given.
 */
import {
  guides,
  skuCatalog,
  type Edition,
  type Pattern,
  type ReverseInput,
  type ReverseResult,
  type ReverseUnknown,
} from '../../engine';
import { reverseSolve } from '../../engine/planning';

export interface ReverseQuestion {
  edition: Edition;
  units: number;
  pattern: Pattern;
  unknown: ReverseUnknown;
  messageBytes: number;
  connections: number;
  sendIntervalSeconds: number;
}

export const reverseUnknowns: readonly ReverseUnknown[] = [
  'connections',
  'messageBytes',
  'sendIntervalSeconds',
];

/** The guide's own worked example: broadcast at unit 100, 20 KB every 5 s, to 100,000 connections. */
export const guideExample: ReverseQuestion = {
  edition: '2019',
  units: 100,
  pattern: 'broadcast',
  unknown: 'connections',
  messageBytes: 20 * 1024,
  connections: 100_000,
  sendIntervalSeconds: 5,
};

/**
 * The unit counts the service sells that the edition's tables cover (no extrapolation beyond them).
 * @example unitsFor('2019') // [1, 2, ..., 10, 20, 30, ..., 100]
 */
export function unitsFor(edition: Edition): number[] {
  const largest = Math.max(...guides[edition].tables.flatMap((table) => table.units));
  const sold = skuCatalog.skus.filter((sku) => sku.id !== 'Free').flatMap((sku) => sku.units);
  return [...new Set(sold)].filter((units) => units <= largest).sort((a, b) => a - b);
}

/** The question with another edition: a unit count that edition does not cover becomes its largest. */
export function withEdition(question: ReverseQuestion, edition: Edition): ReverseQuestion {
  const units = unitsFor(edition);
  const fits = units.includes(question.units);
  return { ...question, edition, units: fits ? question.units : (units.at(-1) ?? 1) };
}

/** The engine's input: the two given quantities, without the unknown. */
export function reverseInput(question: ReverseQuestion): ReverseInput {
  const { edition, pattern, units, unknown } = question;
  const input: ReverseInput = { edition, pattern, units };
  for (const key of reverseUnknowns) if (key !== unknown) input[key] = question[key];
  return input;
}

export function solve(question: ReverseQuestion): ReverseResult {
  return reverseSolve(reverseInput(question));
}

/**
 * Which row of its table bounds the pattern: the broadcast table's outbound for the fan-out patterns, where
 * connections receive; the pattern's own inbound for the one-to-one patterns, where connections send.
 */
export function boundRow(result: ReverseResult): 'outbound' | 'inbound' {
  return result.tableId === 'broadcast' ? 'outbound' : 'inbound';
}
