import { Anchor, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  changesWaitingForSignIn,
  prepareSignIn,
  rememberedEmail,
  signIn,
  signInFailureMessage,
  type SignInResult,
} from '@/repository/auth-repository';
import { EmailField } from '@/ui/forms/email-field';
import { PasswordField } from '@/ui/forms/password-field';
import { VisitorCard } from '@/ui/frame/visitor-card';
import type * as WaitingChangesModule from './waiting-changes';
import { SubmitButton } from '@/ui/forms/submit-button';
import { usePainted } from '@/ui/scheduling/use-painted';
import { lazyOrPlain } from '@/ui/scheduling/lazy-or-plain';
import { useFillUntouched, useHydrated } from '@/ui/scheduling/after-hydration';
import { showText, useT } from '@/ui/i18n/use-t';
import type { Shown } from '@/locales/messages';

/**
 * A notice handed over by navigation, e.g. after the server ended the sign-in. The prerendered
 * page has none: on a page hydrated from it (a reload keeps the history state) it shows once
 * the page is live.
 */
function useNotice(): string | null {
  const state: unknown = useLocation().state;
  const hydrated = useHydrated();
  if (!hydrated) return null;
  if (state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

/**
 * Changes kept on the device after the server ended a sign-in: they are sent once their member
 * logs in again. Read after the first paint, so the prerendered screen hydrates as it was.
 */
function useChangesWaiting(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    // A task of its own: its code's requests, asked for from inside the hydration's commit,
    // made that task long (see prepareSignIn below).
    const timer = setTimeout(() => {
      void changesWaitingForSignIn().then((found) => {
        if (live) setCount(found);
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return count;
}

type WaitingChangesUi = typeof WaitingChangesModule;

/** Only if the notice's code cannot be fetched: the text still shows. */
function PlainNotice({ text }: { text: string }) {
  return <p role="status">{text}</p>;
}

// Only an in-app navigation hands a notice over, never a first visit: its code is not in
// /login's first load.
const LoginNotice = lazyOrPlain(
  () => import('./login-notice').then((m) => m.LoginNotice),
  PlainNotice,
);

/** The notice and the question load only once needed (rare): /login's first load stays small. */
function useWaitingChangesUi(needed: boolean): WaitingChangesUi | null {
  const [ui, setUi] = useState<WaitingChangesUi | null>(null);
  useEffect(() => {
    if (!needed || ui) return;
    let live = true;
    void import('./waiting-changes').then((loaded) => {
      if (live) setUi(loaded);
    });
    return () => {
      live = false;
    };
  }, [needed, ui]);
  return ui;
}

export function LoginPage() {
  const navigate = useNavigate();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Shown | null>(null);
  const t = useT();
  const [remembered] = useState(rememberedEmail);
  const hydrated = useHydrated();
  const [question, setQuestion] = useState<Extract<
    SignInResult,
    { status: 'confirm-discard' }
  > | null>(null);
  const waiting = useChangesWaiting();
  // Sign-in's code is fetched once the screen has painted and the browser is idle, ahead of the
  // first submit (which loads it itself if it comes sooner).
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    // A task of its own: each file's request records the stack that asked for it under an
    // inspector (Lighthouse), which is costly from deep inside React's commit.
    const timer = setTimeout(prepareSignIn, 0);
    return () => clearTimeout(timer);
  }, [painted]);
  const ui = useWaitingChangesUi(waiting > 0 || question !== null);
  // The remembered email and its ticked box: at once when the screen is rendered in the browser;
  // on the prerendered page once it is hydrated, into the fields the person has left alone.
  const rememberedValues =
    remembered === null ? {} : { email: remembered, remember: true as boolean };
  const form = useForm({
    initialValues: {
      email: '',
      password: '',
      remember: false,
      ...(hydrated ? rememberedValues : {}),
    },
  });
  useFillUntouched(form, rememberedValues);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await signIn({
        email: values.email.trim(),
        password: values.password,
        remember: values.remember,
      });
      if (result.status === 'confirm-discard') {
        setQuestion(result);
        setBusy(false);
        return;
      }
      void navigate('/dashboard', { replace: true });
    } catch (error) {
      // Keep what was typed; the message sits under the password field (docs/behaviour.md#errors).
      setFailure(await signInFailureMessage(error));
      setBusy(false);
    }
  });

  return (
    <VisitorCard>
      <form onSubmit={submit}>
        <Stack gap="md">
          {notice ? (
            <Suspense fallback={null}>
              <LoginNotice text={notice} />
            </Suspense>
          ) : null}
          {ui && waiting > 0 ? <ui.WaitingChangesNotice count={waiting} /> : null}
          {ui && question ? (
            <ui.DiscardChangesQuestion
              ownerName={question.ownerName}
              onDiscard={async () => {
                setBusy(true);
                await question.discardAndSignIn();
                void navigate('/dashboard', { replace: true });
              }}
              onKeep={() => setQuestion(null)}
            />
          ) : null}
          <EmailField required {...form.getInputProps('email')} />
          <PasswordField
            label={t('field.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
            error={failure === null ? null : showText(t, failure)}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox
              label={t('login.remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            {/* A plain link on purpose: the spec asks for a full page load here. */}
            <Anchor href="/forgot-password" size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <SubmitButton
            fullWidth
            busy={busy}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
          />
          <Text size="sm" ta="center">
            {t('login.newHere')}{' '}
            {/* Underlined: in dark, link blue and text grey are too alike to tell apart by colour. */}
            <Anchor component={Link} to="/users/sign_up" underline="always">
              {t('login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </VisitorCard>
  );
}
