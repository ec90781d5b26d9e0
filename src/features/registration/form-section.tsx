import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** Fields laid out one per row on phones and two per row from the `sm` breakpoint. */
  children: ReactNode;
  /** Full-width content below the grid, e.g. a textarea that needs the room. */
  footer?: ReactNode;
  /** Full-width content above the grid. */
  header?: ReactNode;
}

/** One titled part of the registration form; the h2 names the section for screen readers. */
export function FormSection({ title, children, header, footer }: FormSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      {header}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
      {footer}
    </Stack>
  );
}
