import { Container, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { filterDirectory } from '@/domain/member-search';
import type { User } from '@/domain/types';
import { MemberChooser, type MemberChooserTexts } from '@/features/referrals/member-chooser';
import { ScreenHeader } from '@/ui/frame/screen-header';
import { msg } from '@/locales/messages';
import { IndustryChips } from './industry-chips';
import { MemberCard } from './member-card';

export const MEMBERS_LOAD_FAILED = msg('members.loadFailed');

const TEXTS: MemberChooserTexts = {
  search: 'members.search',
  loading: 'members.loading',
  empty: 'members.none',
  failed: MEMBERS_LOAD_FAILED,
  list: 'members.list',
};

/**
 * The members directory (docs/behaviour.md#members): who offers what, found by any word of their
 * name, company, industry or offer, narrowed by industry in one tap, and referred in two.
 */
export function MembersPage() {
  const [industry, setIndustry] = useState<string | null>(null);
  const filter = useCallback(
    (members: readonly User[], query: string) => filterDirectory(members, { query, industry }),
    [industry],
  );
  const chips = useCallback(
    (members: readonly User[]) => (
      <IndustryChips members={members} value={industry} onChange={setIndustry} />
    ),
    [industry],
  );
  return (
    <Container component="main" size="md" py="md">
      <Stack gap="md">
        {/* A phone's tab bar already leads everywhere, so its header keeps the room for the title. */}
        <ScreenHeader backTo="/dashboard" backOnPhones={false} />
        <MemberChooser
          texts={TEXTS}
          filter={filter}
          toolbar={chips}
          rowHeight={180}
          renderMember={(member, refer) => <MemberCard member={member} onRefer={refer} />}
        />
      </Stack>
    </Container>
  );
}
