import type { en } from './en';
import type { Message } from './translate';

export type MessageKey = keyof typeof en;

/** Every locale's catalog has every key: a missing key fails the typecheck. */
export type Catalog = Record<MessageKey, Message>;
