import { Container, Paper, Stack, Text } from '@mantine/core';
import { ScreenHeader } from './screen-header';

interface ComingSoonProps {
  title: string;
  backTo?: string;
}

/** Stand-in frame for a signed-in screen whose issue has not been built yet. */
export function ComingSoon({ title, backTo = '/dashboard' }: ComingSoonProps) {
  return (
    <Container component="main" size="md" py="md">
      <Stack>
        <ScreenHeader title={title} backTo={backTo} />
        <Paper withBorder p="lg">
          <Text c="dimmed">This screen is not available yet.</Text>
        </Paper>
      </Stack>
    </Container>
  );
}
