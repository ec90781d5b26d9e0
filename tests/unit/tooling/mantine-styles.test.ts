// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  componentStylesheets,
  componentUses,
  DEFERRED_STYLES,
  missingStylesheets,
  srcFiles,
  type Source,
} from './mantine-styles';

/**
 * The app loads Mantine's styles per component (app/first-paint/first-paint-styles.ts,
 * ui/scheduling/deferred-styles.ts and a screen's own imports), so a component nobody loaded
 * the stylesheet of renders unstyled, silently, and the e2e check only reads the prerendered
 * pages. This reads every Mantine component src/ imports, asks the installed packages which
 * stylesheets it is built from (see mantine-styles.ts) and fails on any not imported anywhere.
 */
const sources = srcFiles();
const core = (name: string): string => `@mantine/core/styles/${name}.css`;

describe('Mantine stylesheets', () => {
  it('are loaded for every Mantine component used in src/', () => {
    // Each line names the import to add; keep deferred-styles.ts in @mantine/core/styles.css order.
    expect(missingStylesheets(sources)).toEqual([]);
  });

  it('are checked for the components src/ really uses', () => {
    const used = new Set(componentUses(sources).map(({ component }) => component));
    for (const component of ['Button', 'Modal', 'TextInput', 'Select', 'DateInput']) {
      expect(used).toContain(component);
    }
    expect(used).toContain('Notifications'); // @mantine/notifications
    expect(used).toContain('Tabs.Tab'); // a part, which brings UnstyledButton
    expect(used.size).toBeGreaterThan(30);
    // Hooks, helpers and types are no components.
    for (const name of ['useMantineColorScheme', 'createTheme', 'ModalProps']) {
      expect(used).not.toContain(name);
    }
  });

  it('are derived from the packages, bases included', () => {
    const sheets = (component: string, pkg = '@mantine/core'): string[] =>
      componentStylesheets(pkg, component);
    expect(sheets('Button')).toEqual([core('Button'), core('Loader'), core('UnstyledButton')]);
    expect(sheets('Select')).toEqual(
      expect.arrayContaining([core('Combobox'), core('Input'), core('Popover')]),
    );
    expect(sheets('Modal')).toEqual(
      expect.arrayContaining([core('Modal'), core('ModalBase'), core('Overlay')]),
    );
    expect(sheets('MantineProvider')).toEqual(
      ['baseline', 'default-css-variables', 'global'].map(core),
    );
    for (const bare of ['Box', 'Portal', 'Transition']) expect(sheets(bare)).toEqual([]);
    // A static part needs its stylesheets only where it is written.
    expect(sheets('Checkbox')).not.toContain(core('CheckboxCard'));
    expect(sheets('Checkbox.Card')).toContain(core('CheckboxCard'));
    expect(sheets('DateInput', '@mantine/dates')).toEqual(
      expect.arrayContaining(['@mantine/dates/styles.css', core('Popover'), core('Input')]),
    );
    expect(sheets('Notifications', '@mantine/notifications')).toEqual(
      expect.arrayContaining(['@mantine/notifications/styles.css', core('Notification')]),
    );
  });

  it('fail on a component whose stylesheet nobody loads, naming the import to add', () => {
    const screen: Source = {
      file: 'src/features/x/y.tsx',
      text: [
        "import { Accordion, useCombobox, type AccordionProps } from '@mantine/core';",
        'export const Faq = (props: AccordionProps) => <Accordion {...props} />;',
        'export const unused = useCombobox;',
      ].join('\n'),
    };
    expect(missingStylesheets([...sources, screen])).toEqual([
      `Accordion (src/features/x/y.tsx) has no stylesheet: add \`import '${core('Accordion')}';\` to ${DEFERRED_STYLES}`,
    ]);
  });

  it('fail on a component whose base stylesheet is dropped', () => {
    const withoutCombobox = sources.map((source) =>
      source.file === DEFERRED_STYLES
        ? { ...source, text: source.text.replace(`import '${core('Combobox')}';`, '') }
        : source,
    );
    expect(missingStylesheets(withoutCombobox)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Select \(src\/.+\) has no stylesheet for its Combobox: add `import '@mantine\/core\/styles\/Combobox.css';` to src\/ui\/scheduling\/deferred-styles.ts$/,
        ),
      ]),
    );
  });
});
