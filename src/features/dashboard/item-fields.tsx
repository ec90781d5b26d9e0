import { Stack, Text } from '@mantine/core';

export interface ItemField {
  label: string;
  value: string;
}

/** The labelled fields of a session or meeting block; long words wrap instead of overflowing. */
export function ItemFields({ fields }: { fields: ItemField[] }) {
  return (
    <Stack gap={4} component="dl" m={0}>
      {fields.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text component="dd" m={0} className="wrap-anywhere">
            {value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
