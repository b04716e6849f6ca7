/**
 * What every command of the command line shares: the world outside it (`io`: files and standard streams, so the
 * tests run it as the shell does), its exit codes, and the way a bad input's message is printed.
 */
import type { ImportMessage } from '../exports/importMessages';

export interface CliIo {
  /** A file's text (standard input for `-`); throws as Node's fs does when it cannot be read. */
  readText(path: string): string;
  writeText(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
  version: string;
}

/** 0 written; 1 written, but a limit is crossed (or there is nothing to write); 2 bad input, nothing written. */
export const exitCodes = { ok: 0, limitCrossed: 1, badInput: 2 } as const;

/** A bad input's lines: what could not be used, the page's words for why, each issue indented. */
export function messageLines(lead: string, message: ImportMessage): string[] {
  return [
    lead,
    message.text,
    ...message.issues.map((issue) => `  ${issue}`),
    ...(message.more ? [message.more] : []),
  ];
}
