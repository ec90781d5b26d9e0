import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageChoice } from '@/ui/i18n/language-choice';
import { AppIdentity } from './app-identity';
import { useDocumentTitleOf, useScreenTitle } from './screen-context';

interface VisitorCardProps {
  subtitle?: string;
  children: ReactNode;
  /** Registration is long; the other open screens are narrow forms. */
  width?: number;
}

/** The frame of the open screens (login, registration, password): the app's name, then one card. */
export function VisitorCard({ subtitle, children, width = 420 }: VisitorCardProps) {
  // The route table's title (src/app/routes.ts), which also names the browser tab.
  const title = useScreenTitle();
  useDocumentTitleOf(title);
  return (
    <Center
      component="main"
      mih="100dvh"
      p={{ base: 'xs', sm: 'md' }}
      bg="var(--app-color-backdrop)"
    >
      <Stack gap="md" w="100%" maw={width} py={{ base: 'sm', sm: 'md' }}>
        <AppIdentity />
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
          </Stack>
          {children}
        </Paper>
        <LanguageChoice />
      </Stack>
    </Center>
  );
}
