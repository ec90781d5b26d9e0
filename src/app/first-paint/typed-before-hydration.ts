import { useEffect, useState } from 'react';

/**
 * A prerendered form can be typed into before the app's code arrives, and while React hydrates
 * it. Hydration keeps what the fields show, but the form's state does not know it, and the
 * field's next render would put the state's value back. So as soon as the screen is hydrated,
 * before anything renders again (React runs these effects before any further render), each field
 * that differs from what React hydrated is played back as the events typing fires: the field's
 * own handlers take it in (filters, checks, a date's parsing). A submit held until then
 * (public/hold-early-submit.js) is sent once, after that state has rendered.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

type Typed = { field: Field; value: string } | { field: HTMLInputElement; checked: boolean };

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * What the person put in before the app was live. React sets each field's default to the value
 * it rendered, so a field that differs from its default was typed, ticked or tapped into.
 */
function typedSoFar(): Typed[] {
  const fields = [...document.querySelectorAll<Field>('input, textarea')];
  return fields.flatMap((field): Typed[] => {
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
  const [played, setPlayed] = useState(false);
  useEffect(() => {
    // Noted first, all of them: playing one back can render the form before the next.
    playBack(typedSoFar());
    // One render more, on purpose: it carries what was played back and what the screen filled in
    // after hydration (the reset link's email) to the page, which the held submit then finds.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPlayed(true);
  }, []);
  useEffect(() => {
    if (!played) return;
    // A task of its own, as a tap's would be, once what was played back has rendered.
    const timer = setTimeout(sendHeldSubmit, 0);
    return () => clearTimeout(timer);
  }, [played]);
  return null;
}

function playBack(typed: Typed[]): void {
  for (const entry of typed) {
    if ('checked' in entry) {
      const { field } = entry;
      // React notes a box's state when it takes it over: set the opposite behind its back, and
      // a click brings the ticked state back as a change it sees.
      field.checked = !entry.checked;
      field.click();
      continue;
    }
    // React notes the value it last saw on each field and ignores an event that brings nothing
    // new. Let it note an empty field (the element's own setter), put the text back behind its
    // back (the prototype's setter), and fire what typing fires.
    const { field } = entry;
    field.value = '';
    const prototype = Object.getPrototypeOf(field) as Field;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** From now on taps reach the app; one held before is sent now, on the screen it was made on. */
function sendHeldSubmit(): void {
  const root = document.documentElement;
  const held = root.getAttribute('data-held-submit');
  root.removeAttribute('data-held-submit');
  root.setAttribute('data-app-live', '');
  if (held === null) return;
  const [index, path] = held.split(' ');
  if (path !== window.location.pathname) return;
  document.querySelectorAll('form')[Number(index)]?.requestSubmit();
}
