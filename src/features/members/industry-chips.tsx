import { Chip, Group } from '@mantine/core';
import { useMemo } from 'react';
import { commonIndustries } from '@/domain/member-search';
import type { User } from '@/domain/types';
import { useT } from '@/ui/i18n/use-t';

const ALL = '';

interface IndustryChipsProps {
  members: readonly User[];
  value: string | null;
  onChange: (industry: string | null) => void;
}

/**
 * The most common industries as one-tap filters, with 'All' to clear. A radio group: one
 * industry at a time, arrow keys move between chips. Nothing when no member has an industry.
 */
export function IndustryChips({ members, value, onChange }: IndustryChipsProps) {
  const t = useT();
  // Counted once per list, not on every keystroke: 10,000 members take a while on a phone.
  const industries = useMemo(() => commonIndustries(members), [members]);
  if (industries.length === 0) return null;
  return (
    <div role="radiogroup" aria-label={t('members.industry')}>
      <Chip.Group value={value ?? ALL} onChange={(next) => onChange(next === ALL ? null : next)}>
        {/* One line that scrolls sideways on a phone rather than pushing the list down. */}
        <Group gap={6} wrap="nowrap" py={2} style={{ overflowX: 'auto', scrollbarWidth: 'none' }}>
          <Chip value={ALL} size="sm">
            {t('members.all')}
          </Chip>
          {industries.map((industry) => (
            <Chip key={industry} value={industry} size="sm">
              {industry}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}
