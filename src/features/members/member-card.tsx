import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { mailtoHref, telHref } from '@/domain/contact-links';
import type { User } from '@/domain/types';
import { nameForReferral } from '@/features/referrals/member-chooser';
import { showText, useT } from '@/ui/i18n/use-t';

interface MemberCardProps {
  member: User;
  onRefer: (member: User) => void;
}

function Offer({ label, text }: { label: string; text: string }) {
  if (text === '') return null;
  return (
    <Text size="sm" className="wrap-anywhere">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {text}
    </Text>
  );
}

/**
 * One member of the directory: who they are, what they offer, and what can be done about it.
 * Every line shows only when the server sent it. Email and Call are links the app builds from
 * checked values; a website is shown only when it is http(s) (docs/behaviour.md#members).
 */
export const MemberCard = memo(function MemberCard({ member, onRefer }: MemberCardProps) {
  const t = useT();
  const name = showText(t, nameForReferral(member));
  const email = mailtoHref(member.email);
  const call = telHref(member.phoneNumber);
  return (
    <Paper withBorder p="sm" radius="md" mb="sm" component="article" aria-label={name}>
      <Stack gap={6}>
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <Avatar src={member.avatarUrl} alt="" radius="xl" color="blue">
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text fw={600} className="wrap-anywhere">
              {name}
            </Text>
            {member.companyName ? (
              <Text size="sm" c="dimmed" className="wrap-anywhere">
                {member.companyName}
              </Text>
            ) : null}
            {member.industry ? (
              <Badge variant="light" color="gray" size="sm" mt={4} maw="100%">
                {member.industry}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <Offer label={t('members.service')} text={member.serviceOffered} />
        <Offer label={t('members.product')} text={member.productOffered} />
        {member.website ? (
          <Anchor
            href={member.website}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className="wrap-anywhere"
            aria-label={t('members.websiteOf', { name })}
          >
            {t('members.website')}
          </Anchor>
        ) : null}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            onClick={() => onRefer(member)}
            aria-label={t('members.referName', { name })}
          >
            {t('members.refer')}
          </Button>
          {email ? (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={email}
              aria-label={t('members.emailName', { name })}
            >
              {t('members.email')}
            </Button>
          ) : null}
          {call ? (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={call}
              aria-label={t('members.callName', { name })}
            >
              {t('members.call')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
});
