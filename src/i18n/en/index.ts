/**
 * The English catalog: the one message catalog every user-facing string goes through.
 * Sections live in their own files so panels can grow independently; keys are prefixed by section.
 */
import { app } from './app';
import { common } from './common';

export const en = {
  ...common,
  ...app,
} as const;
