/**
 * The shape of a write's declaration in the registry (write-registry.ts). Three modes:
 * - 'queued': kept in the outbox on the device and sent when possible, also after the app was
 *   closed; the member sees it pending on the item it concerns (Accept, referrals);
 * - 'online': needs the network now; refused offline with what was typed kept (creates, profile);
 * - 'fire-and-forget': sent once, its outcome ignored (attendance records).
 */
import type { QueryKey } from '@tanstack/react-query';
import type { WriteOptions } from '@/api/call-options';
import type { Msg, Shown } from '@/locales/messages';

/** How a write changes the member's cached lists once the server has taken it. */
export interface CacheEditor {
  readonly memberKey: string;
  /** Changes a cached list; a list not loaded yet is fetched instead of invented from one write. */
  update: <T>(key: QueryKey, change: (current: T) => T) => Promise<void>;
  /** Marks lists as out of date so they are fetched again. */
  refresh: (key: QueryKey) => Promise<void>;
  /** A cached list as it is now, undefined when not loaded. */
  peek: <T>(key: QueryKey) => T | undefined;
}

/** What a queued write's rules may look at besides its own variables. */
export interface WriteContext {
  now: number;
  memberKey: string;
  /** The member's cached lists at the tap (what the member saw when they tapped). */
  peek?: <T>(key: QueryKey) => T | undefined;
}

interface Messages<V> {
  /** Shown once the server has taken the write; none when the screen says it itself. */
  success?: (variables: V) => Msg;
  /** docs/behaviour.md#errors's fallback, used when the server sent no message of its own. */
  failure: Msg;
}

export interface QueuedWriteDefinition<Input, V> {
  mode: 'queued';
  /** The plain data stored with the write (never a token); `now` is when the member tapped. */
  variables: (input: Input, context: WriteContext) => V;
  /** The item it concerns: writes of one item are sent in the order they were made. */
  item: (variables: V) => string;
  /** One line for the list of waiting changes, e.g. 'Accept: Weekly session'. */
  describe: (variables: V) => Msg;
  send: (variables: V, options: WriteOptions) => Promise<unknown>;
  onSent?: (cache: CacheEditor, variables: V) => Promise<void>;
  messages: Messages<V>;
  /** Why the write is no longer worth sending (shown to the member), or null. */
  staleReason?: (variables: V, context: WriteContext) => Msg | null;
  /** True when `newer` makes a still waiting `older` write pointless: `older` is then dropped. */
  supersedes?: (newer: V, older: V) => boolean;
  /**
   * After a failure that left it unclear whether the server acted (a timeout, a dropped
   * connection): looks at the server's data for the write before it is sent again.
   */
  alreadyDone?: (
    variables: V,
    context: WriteContext & { signal?: AbortSignal },
  ) => Promise<boolean>;
}

export interface OnlineWriteDefinition<Input, Result> {
  mode: 'online';
  send: (input: Input, options: WriteOptions) => Promise<Result>;
  onSent?: (cache: CacheEditor, input: Input, result: Result) => Promise<void>;
  messages: Messages<Input> & {
    /** Failures the screen shows inline itself (the profile form) are not also announced. */
    failureShownInline?: boolean;
  };
}

export interface FireAndForgetDefinition<Input> {
  mode: 'fire-and-forget';
  send: (input: Input, options: WriteOptions) => Promise<unknown>;
}

export type WriteDefinition<Input = never, V = never> =
  | QueuedWriteDefinition<Input, V>
  | OnlineWriteDefinition<Input, V>
  | FireAndForgetDefinition<Input>;

/** What every write hook resolves to, whatever the write. It never rejects. */
export type WriteOutcome =
  /** The server has taken it. */
  | { status: 'sent' }
  /** Safe on the device and sent as soon as possible. */
  | { status: 'queued' }
  /**
   * Not done; `message` is the text to show: the server's words as sent, else docs/behaviour.md's
   * fallback (show it with showText).
   */
  | { status: 'failed'; message: Shown }
  /** Not attempted: it needs the network and there is none. Everything typed is kept. */
  | { status: 'refused'; message: Shown };
