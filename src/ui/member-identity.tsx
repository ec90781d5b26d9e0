import { Avatar, Group, Stack, Text } from '@mantine/core';
import { EmailAddress } from './email-address';
import { useT } from './i18n/use-t';

interface MemberIdentityProps {
  name: string;
  email: string;
  avatarUrl: string | null;
}

/**
 * A member in a list: avatar (or the name's initial), name and email. A long name wraps anywhere;
 * the email only after its '@' and before its dots (EmailAddress).
 */
export function MemberIdentity({ name, email, avatarUrl }: MemberIdentityProps) {
  const t = useT();
  return (
    <Group wrap="nowrap" gap="sm" miw={0} style={{ flex: 1 }}>
      <Avatar src={avatarUrl} alt="" radius="xl" color="blue">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text fw={600} className="wrap-anywhere">
          {name}
        </Text>
        <Text size="sm" c="dimmed">
          {email ? <EmailAddress address={email} /> : t('identity.noEmail')}
        </Text>
      </Stack>
    </Group>
  );
}
