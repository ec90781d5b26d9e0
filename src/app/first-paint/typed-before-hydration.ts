import { useEffect } from 'react';

/**
 * A prerendered form can be typed into before the code arrives. Whether the app then hydrates it
 * (React resets every field to the app's state) or replaces it (a query string, a remembered
 * email), what was typed is noted first and played back once the screen is live, as the events a
 * person typing would have fired, so the form's state takes it in. A field is found again by its
 * label (a replaced page has new elements with new ids). A submit held until then
 * (public/hold-early-submit.js) is sent once, after the playback.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

type Typed = { key: string; field: Field } & ({ value: string } | { checked: boolean });

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** What names a field on screen, the same before and after the app takes over. */
function nameOf(field: Field): string {
  const label = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '';
  return `${field.type}:${label.trim()}`;
}

/** Names made unique by their order among fields of the same name. */
function keyed(fields: Field[]): Array<{ key: string; field: Field }> {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const name = nameOf(field);
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return { key: `${name}#${count}`, field };
  });
}

const fieldsIn = (root: ParentNode) => [...root.querySelectorAll<Field>('input, textarea')];

let noted: Typed[] = [];

/** Call right before the app takes the page over (hydrating or replacing it). */
export function noteTypedValues(root: HTMLElement): void {
  noted = keyed(fieldsIn(root)).flatMap(({ key, field }): Typed[] => {
    if (isToggle(field)) {
      return field.checked === field.defaultChecked ? [] : [{ key, field, checked: field.checked }];
    }
    return field.value === field.defaultValue ? [] : [{ key, field, value: field.value }];
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
    sendHeldSubmit();
  }, []);
  return null;
}

function playBack(typed: Typed[]): void {
  if (typed.length === 0) return;
  const live = new Map(keyed(fieldsIn(document)).map(({ key, field }) => [key, field]));
  for (const entry of typed) {
    const field = entry.field.isConnected ? entry.field : live.get(entry.key);
    if (!field) continue;
    if ('checked' in entry) {
      if (!isToggle(field)) continue;
      // The same trick for a box: React notes the opposite, and a click brings the typed state.
      field.checked = !entry.checked;
      field.click();
      continue;
    }
    // React noted the typed text as the field's value when it took the element over, so a
    // change to that same text would go unseen: first let React note an empty field (the
    // element's own setter), then put the text back behind its back (the prototype's setter).
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as Field;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function sendHeldSubmit(): void {
  const root = document.documentElement;
  const held = root.getAttribute('data-held-submit');
  root.removeAttribute('data-held-submit');
  root.setAttribute('data-app-live', '');
  if (held === null) return;
  const [index, path] = held.split(' ');
  if (path !== window.location.pathname) return;
  const form = document.querySelectorAll('form')[Number(index)];
  // After the playback's state updates have rendered, so the submit sends what was typed.
  if (form) setTimeout(() => form.requestSubmit(), 0);
}
