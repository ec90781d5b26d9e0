import { MantineProvider } from '@mantine/core';
import { act, Suspense, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { PlayBackTypedValues } from '@/app/first-paint/typed-before-hydration';
import { theme } from '@/app/shell/theme';
import { LoginPage } from '@/features/login/login-page';
import { ResetPasswordPage } from '@/features/password/reset-password-page';

/**
 * The prerendered visitor screens are always hydrated (docs/decisions.md#prerendered-pages):
 * what was typed into the page before that reaches the form's state, and what the build could
 * not know is filled in afterwards, only where nothing was typed.
 */

function Form({ onSubmit = () => undefined }: { onSubmit?: (sent: string) => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [remember, setRemember] = useState(false);
  const [changes, setChanges] = useState(0);
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
      <input
        aria-label="Email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setChanges((count) => count + 1);
        }}
      />
      <input
        aria-label="Name"
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setChanges((count) => count + 1);
        }}
      />
      <input
        aria-label="Remember me"
        type="checkbox"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <output>{`${email}|${name}|${String(remember)}|${changes}`}</output>
      <PlayBackTypedValues />
    </Suspense>
  );
}

// Tells React this test drives it with act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement;
afterEach(() => {
  container.remove();
  localStorage.clear();
  document.documentElement.removeAttribute('data-app-live');
  document.documentElement.removeAttribute('data-held-submit');
});

/** The build's markup of `page`, in the document, as a first visit receives it. */
function prerendered(page: ReactNode): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const field = (label: string) =>
  container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const byId = (label: RegExp) => {
  const found = [...container.querySelectorAll('label')].find((l) => label.test(l.textContent));
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(found!.htmlFor)}`)!;
};

async function hydrate(page: ReactNode) {
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: recoverable });
  });
  // The held submit goes in a task of its own.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  // A mismatch would have React throw the markup away and render afresh.
  expect(recoverable).not.toHaveBeenCalled();
}

it("what was typed and ticked before hydration reaches the form's state, once; other fields are left alone", async () => {
  prerendered(<Form />);
  // Typed by a person before the code arrived: the DOM changes, React is not there yet.
  field('Email').value = 'member@example.com';
  field('Remember me').checked = true;

  await hydrate(<Form />);

  // One change for the one field typed into: the untouched name saw no event.
  expect(container.querySelector('output')?.textContent).toBe('member@example.com||true|1');
  expect(field('Email').value).toBe('member@example.com');
  expect(field('Remember me').checked).toBe(true);
  expect(document.documentElement.hasAttribute('data-app-live')).toBe(true);
});

it('a submit held before the app was live is sent once, with what was typed', async () => {
  prerendered(<Form />);
  field('Email').value = 'early@example.com';
  // What public/hold-early-submit.js records for the first form on this page.
  document.documentElement.setAttribute('data-held-submit', `0 ${window.location.pathname}`);
  const sent: string[] = [];

  await hydrate(<Form onSubmit={(email) => sent.push(email)} />);

  expect(sent).toEqual(['early@example.com']);
  expect(document.documentElement.hasAttribute('data-held-submit')).toBe(false);
});

/** A visitor screen as the app renders it, around the slot that plays typed values back. */
function Visitor({ url, children }: { url: string; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          {children}
          <PlayBackTypedValues />
        </Suspense>
      </MemoryRouter>
    </MantineProvider>
  );
}

it('/login with a remembered email: hydrated, then the email and the ticked box are filled in', async () => {
  const page = (
    <Visitor url="/login">
      <LoginPage />
    </Visitor>
  );
  prerendered(page);
  localStorage.setItem('remembered_email', 'kept@example.com');
  byId(/^Password/).value = 'typed-early';

  await hydrate(page);

  expect(byId(/^Email/).value).toBe('kept@example.com');
  expect(byId(/^Remember me/).checked).toBe(true);
  expect(byId(/^Password/).value).toBe('typed-early');
});

it('/login with a remembered email: an email typed before hydration is kept', async () => {
  const page = (
    <Visitor url="/login">
      <LoginPage />
    </Visitor>
  );
  prerendered(page);
  localStorage.setItem('remembered_email', 'kept@example.com');
  byId(/^Email/).value = 'typed@example.com';

  await hydrate(page);

  expect(byId(/^Email/).value).toBe('typed@example.com');
  // The box is a field of its own, left alone: it follows the remembered email.
  expect(byId(/^Remember me/).checked).toBe(true);
});

it("/reset-password?email=: the query's email is filled in after hydration, unless one was typed", async () => {
  const url = '/reset-password?email=x%40y.z';
  const page = (
    <Visitor url={url}>
      <ResetPasswordPage />
    </Visitor>
  );
  prerendered(page);
  byId(/^OTP/).value = '123456';
  await hydrate(page);
  expect(byId(/^Email/).value).toBe('x@y.z');
  expect(byId(/^OTP/).value).toBe('123456');
  container.remove();

  prerendered(page);
  byId(/^Email/).value = 'mine@example.com';
  await hydrate(page);
  expect(byId(/^Email/).value).toBe('mine@example.com');
});

it('/login opened with a notice in the history state: hydrated, then the notice shows', async () => {
  const page = (state: unknown) => (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <LoginPage />
      </MemoryRouter>
    </MantineProvider>
  );
  // The build's page has no notice; a reload of /login keeps the one handed over.
  prerendered(page(null));

  await hydrate(page({ notice: 'Password reset successful. You can now login.' }));

  await waitFor(() =>
    expect(container).toHaveTextContent('Password reset successful. You can now login.'),
  );
});
