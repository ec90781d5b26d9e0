import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import {
  forgetColorSchemeChoice,
  onColorSchemeChoiceElsewhere,
  readColorSchemeChoice,
  writeColorSchemeChoice,
} from '@/storage/color-scheme';

/**
 * Mantine's colour scheme kept as a device preference (src/storage/color-scheme.ts) instead
 * of Mantine's own localStorage key, so the key lives with every other one in src/storage and the
 * pre-paint script (src/app/first-paint/pre-paint-preferences.js) reads the same value. "auto"
 * is stored as nothing.
 */
export function deviceColorSchemeManager(): MantineColorSchemeManager {
  let stopListening = () => {};
  return {
    get: (defaultValue) => readColorSchemeChoice() ?? defaultValue,
    set: (value: MantineColorScheme) => {
      if (value === 'auto') forgetColorSchemeChoice();
      else writeColorSchemeChoice(value);
    },
    subscribe: (onUpdate) => {
      stopListening();
      stopListening = onColorSchemeChoiceElsewhere((choice) => onUpdate(choice ?? 'auto'));
    },
    unsubscribe: () => {
      stopListening();
      stopListening = () => {};
    },
    clear: forgetColorSchemeChoice,
  };
}
