import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useState, useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while React hydrates the build's prerendered page (and in the prerender itself), true in
 * every other render. What the build could not know (the query string, this device's storage,
 * the history state) is rendered only once this is true: hydration then finds the markup it
 * expects, and React renders again at once with the rest (docs/decisions.md#prerendered-pages).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

/**
 * Whether the person has left a field alone: not focused now, nothing typed or ticked into it
 * before the app was live (the page then differs from what React hydrated: React sets a field's
 * default to the value it rendered), and not focused or changed since.
 */
function untouched<Values>(form: UseFormReturnType<Values>, path: string): boolean {
  if (form.isTouched(path)) return false;
  const field = form.getInputNode(path);
  if (!(field instanceof HTMLInputElement)) return true;
  if (field === document.activeElement) return false;
  return field.type === 'checkbox'
    ? field.checked === field.defaultChecked
    : field.value === field.defaultValue;
}

/**
 * Values the screen knows only in the browser, put into the form once it is hydrated, each only
 * into a field the person has left alone: what they typed, ticked or tapped always wins. A form
 * rendered in the browser from the start already holds them, and nothing changes.
 */
export function useFillUntouched<Values>(
  form: UseFormReturnType<Values>,
  values: Partial<Record<keyof Values & string, unknown>>,
): void {
  // As the first render had them: they are meant for the page as it opened.
  const [first] = useState({ form, values });
  useEffect(() => {
    const { form, values } = first;
    for (const [path, value] of Object.entries(values)) {
      const current: unknown = (form.getValues() as Record<string, unknown>)[path];
      if (value === undefined || value === current || !untouched(form, path)) continue;
      form.setFieldValue(path as never, value as never);
    }
  }, [first]);
}
