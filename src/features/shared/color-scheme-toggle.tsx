import { Box, Button, Menu, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';

// Both icons are always in the markup and CSS shows the one for the scheme on <html>, so the
// header prerendered into dashboard.html shows the right one before any script has run.
const iconProps = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  style: { display: 'block' },
} as const;

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

const CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
] as const satisfies readonly { value: MantineColorScheme; label: string }[];

/**
 * Light, dark, or as the system says, for this device. The app follows the system until another
 * choice is made; the choice is remembered on the device (not with the member: it outlives
 * sign-out), and choosing System again follows the system once more.
 */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const current = CHOICES.find((choice) => choice.value === colorScheme) ?? CHOICES[2];
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        {/* A Button, not an ActionIcon: the login screen's first load already carries Button's
            code, and sharing ActionIcon with this header split the entry into many small
            chunks (+3 KB). */}
        <Button variant="default" w={36} px={0} aria-label={`Theme: ${current.label}`}>
          <Box component="span" darkHidden>
            <MoonIcon />
          </Box>
          <Box component="span" lightHidden>
            <SunIcon />
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        <Menu.RadioGroup
          value={current.value}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        >
          {CHOICES.map((choice) => (
            <Menu.RadioItem key={choice.value} value={choice.value} closeMenuOnClick>
              {choice.label}
            </Menu.RadioItem>
          ))}
        </Menu.RadioGroup>
      </Menu.Dropdown>
    </Menu>
  );
}
