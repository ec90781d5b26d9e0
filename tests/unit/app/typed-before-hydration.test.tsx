import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { noteTypedValues, PlayBackTypedValues } from '@/app/typed-before-hydration';

function Form() {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <Suspense fallback={null}>
      <input aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input
        aria-label="Remember me"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <output>{`${email}|${String(remember)}`}</output>
      <PlayBackTypedValues />
    </Suspense>
  );
}

// Tells React this test drives it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
afterEach(() => container.remove());

it("what was typed into the prerendered form before hydration reaches the form's state", async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!;
  const remember = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  // Typed by a person before the code arrived: the DOM changes, React is not there yet.
  email.value = 'member@example.com';
  remember.checked = true;

  noteTypedValues(container);
  await act(async () => {
    hydrateRoot(container, <Form />);
  });

  expect(container.querySelector('output')?.textContent).toBe('member@example.com|true');
  expect(email.value).toBe('member@example.com');
  expect(remember.checked).toBe(true);
});
