import { useEffect } from 'react';

/**
 * A prerendered form can be typed into before the code arrives; hydrating it resets every field
 * to the app's state. What was typed is noted before hydration and played back afterwards, as
 * the events a person typing would have fired, so the form's state takes it in. Hydration keeps
 * the page's elements, so they are remembered themselves (their ids may change).
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

let noted: Typed[] = [];

/** Call right before hydrating. */
export function noteTypedValues(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<Field>('input, textarea')];
  noted = fields.flatMap((field): Typed[] => {
    if (isToggle(field)) {
      return field.checked === field.defaultChecked ? [] : [{ field, checked: field.checked }];
    }
    return field.value === field.defaultValue ? [] : [{ field, value: field.value }];
  });
}

/**
 * Rendered beside the screen, inside its Suspense boundary: React hydrates a boundary's content
 * after the rest of the page, so only an effect in there runs once the form is live.
 */
export function PlayBackTypedValues() {
  useEffect(() => {
    const typed = noted;
    noted = [];
    playBack(typed);
  }, []);
  return null;
}

function playBack(typed: Typed[]): void {
  for (const entry of typed) {
    if (!entry.field.isConnected) continue;
    if ('checked' in entry) {
      // The same trick for a box: React notes the opposite, and a click brings the typed state.
      entry.field.checked = !entry.checked;
      entry.field.click();
      continue;
    }
    const { field } = entry;
    // React noted the typed text as the field's value when it took the element over, so a
    // change to that same text would go unseen: first let React note an empty field (the
    // element's own setter), then put the text back behind its back (the prototype's setter).
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as Field;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
