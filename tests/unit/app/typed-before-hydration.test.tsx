import { act, Suspense, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { noteTypedValues, PlayBackTypedValues } from '@/app/first-paint/typed-before-hydration';

function Form({ onSubmit = () => undefined }: { onSubmit?: (sent: string) => void }) {
  const [email, setEmail] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <Suspense fallback={null}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(email);
        }}
      >
        <button type="submit">Log in</button>
      </form>
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
afterEach(() => {
  container.remove();
  document.documentElement.removeAttribute('data-app-live');
  document.documentElement.removeAttribute('data-held-submit');
});

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

it('a replaced page gets what was typed too, field by field, found again by its label', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value =
    'typed@example.com';
  container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;

  noteTypedValues(container);
  container.innerHTML = ''; // replaced: the old elements are gone
  await act(async () => {
    createRoot(container).render(<Form />);
  });

  expect(container.querySelector('output')?.textContent).toBe('typed@example.com|true');
});

it('a submit held before the app was live is sent once, with what was typed', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!.value =
    'early@example.com';
  // What public/hold-early-submit.js records for the first form on this page.
  document.documentElement.setAttribute('data-held-submit', `0 ${window.location.pathname}`);

  const sent: string[] = [];
  noteTypedValues(container);
  await act(async () => {
    hydrateRoot(container, <Form onSubmit={(email) => sent.push(email)} />);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });

  expect(sent).toEqual(['early@example.com']);
  expect(document.documentElement.hasAttribute('data-app-live')).toBe(true);
  expect(document.documentElement.hasAttribute('data-held-submit')).toBe(false);
});
