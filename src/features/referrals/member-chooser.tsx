import { Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '@/domain/error-message';
import { withoutMember } from '@/domain/member-search';
import type { User } from '@/domain/types';
import { userDisplayName } from '@/domain/user';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { VirtualList } from '@/ui/lists/virtual-list';
import { useCurrentUser } from '@/repository/current-member';
import { useMemberDirectory } from '@/repository/reads';
import { msg, type MessageId, type Msg, type Shown } from '@/locales/messages';
import { showText, useT } from '@/ui/i18n/use-t';
import { ReferModal, type ReferTarget } from './refer-modal';

export interface MemberChooserTexts {
  /** The search box's label (and placeholder). */
  search: MessageId;
  loading: MessageId;
  empty: MessageId;
  /** Shown when the list could not be loaded, nothing is cached and the server said nothing. */
  failed: Msg;
  /** Names the scrolling list for screen readers. */
  list: MessageId;
}

interface MemberChooserProps {
  texts: MemberChooserTexts;
  /** Who is shown for what was typed; the signed-in member is never among `members`. */
  filter: (members: readonly User[], query: string) => User[];
  renderMember: (member: User, refer: (member: User) => void) => ReactNode;
  /** A first guess at a row's height, for the virtualised list. */
  rowHeight: number;
  /** Between the search box and the list (the directory's industry chips). */
  toolbar?: (members: readonly User[]) => ReactNode;
}

/** The member's name as the server sent it, else 'Unknown User' in the language in use. */
export function nameForReferral(member: User): Shown {
  return member.fullname || member.name || msg('referrals.unknownUser');
}

/**
 * Choosing a member to refer, shared by the Create tab of Referrals and the members directory:
 * the members from GET /users (cached, so it works offline), one search box, a virtualised list,
 * and the refer modal opened on the member picked.
 */
export function MemberChooser({
  texts,
  filter,
  renderMember,
  rowHeight,
  toolbar,
}: MemberChooserProps) {
  const t = useT();
  const directory = useMemberDirectory();
  const me = useCurrentUser();
  const [query, setQuery] = useState('');
  // Typing stays instant with 10,000 members: the list follows a step behind if it must.
  const deferredQuery = useDeferredValue(query);
  const members = useMemo(() => withoutMember(directory.data ?? [], me), [directory.data, me]);
  const shown = useMemo(() => filter(members, deferredQuery), [filter, members, deferredQuery]);
  const [target, setTarget] = useState<ReferTarget | null>(null);
  const refer = useCallback(
    (member: User) => setTarget({ id: member.id, name: nameForReferral(member) }),
    [],
  );
  const { loading, error } = directory;

  // A keystroke re-renders the search box only: the list and the chips are the same elements
  // until the deferred query has filtered the members again.
  const chips = useMemo(() => toolbar?.(members), [toolbar, members]);
  const list = useMemo(() => {
    if (loading) return <Text c="dimmed">{t(texts.loading)}</Text>;
    if (error) return <ErrorAlert>{showText(t, errorMessage(error, texts.failed))}</ErrorAlert>;
    if (shown.length === 0) return <Text c="dimmed">{t(texts.empty)}</Text>;
    return (
      <VirtualList
        items={shown}
        estimateSize={rowHeight}
        getKey={(member) => member.id || member.email || userDisplayName(member)}
        renderItem={(member) => renderMember(member, refer)}
        maxHeight="65vh"
        label={t(texts.list)}
      />
    );
  }, [t, loading, error, shown, texts, rowHeight, renderMember, refer]);

  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t(texts.search)}
        placeholder={t(texts.search)}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {chips}
      {list}
      <ReferModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
