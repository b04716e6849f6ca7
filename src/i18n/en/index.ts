/**
 * The English catalog: the one message catalog every user-facing string goes through, and the reference
 * every other language's catalog is checked against (every key, the same placeholders).
 * Sections live in their own files so panels can grow independently; keys are prefixed by section. The page
 * loads it in three parts: the first view's messages (./firstView), those of what it shows only when something
 * happened (./later) and the tab panels' (./panels).
 */
import { commandLine } from './commandLine';
import { enFirstView } from './firstView';
import { enLater } from './later';
import { enPanels } from './panels';

/** The command line's messages (./commandLine) are English's too, though the page never loads them. */
export const en = { ...enFirstView, ...enLater, ...enPanels, ...commandLine } as const;
