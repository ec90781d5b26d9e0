import { Button, Center, Stack, Text, Title } from '@mantine/core';

/**
 * Last line of defence: a screen that fails to load (e.g. its code chunk is missing offline)
 * shows a way forward instead of a blank page.
 */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <Title order={1} size="h3">
          Something went wrong
        </Title>
        <Text c="dimmed">This screen could not be shown. Check your connection and try again.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
