import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/ui/i18n/use-t';

/**
 * Last line of defence: a screen that fails to load (e.g. its code chunk is missing offline)
 * shows a way forward instead of a blank page.
 */
export function RouteError() {
  const t = useT();
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <Title order={1} size="h3">
          {t('routeError.title')}
        </Title>
        <Text c="dimmed">{t('routeError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </Stack>
    </Center>
  );
}
