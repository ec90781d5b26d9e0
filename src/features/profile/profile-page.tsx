import { Button, Container, Group, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { userShownName } from '@/domain/user';
import type { Shown } from '@/locales/messages';
import { ScreenHeader } from '@/ui/frame/screen-header';
import { useScreenTitle } from '@/ui/frame/screen-context';
import { useCurrentUser } from '@/repository/current-member';
import { useWrite } from '@/repository/use-write';
import { profileFormValues, toProfileFields, type ProfileFormValues } from './profile-form-values';
import { ProfileImageField } from './profile-image-field';
import { ProfileTextFields } from './profile-text-fields';
import { SettingsSection } from './settings-section';
import { usePickedImage } from './use-picked-image';
import { ErrorAlert } from '@/ui/forms/error-alert';
import { SubmitButton } from '@/ui/forms/submit-button';
import { showText, useT } from '@/ui/i18n/use-t';

/**
 * Edit Profile (docs/behaviour.md#screens). The form starts from the stored login response; a save goes
 * through the repository, which merges the answer, announces the success and lets us leave. A
 * failure (or an offline refusal) shows inline and keeps every typed value and the chosen image.
 * Below the form, outside it, the device's Settings.
 */
export function ProfilePage() {
  const title = useScreenTitle();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const saveProfile = useWrite('updateProfile');
  // Read once at mount: a later change to the stored user must not overwrite what is being typed.
  const [initial] = useState(() => ({ user, values: profileFormValues(user) }));
  const form = useForm<ProfileFormValues>({ initialValues: initial.values });
  const image = usePickedImage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Shown | null>(null);
  const t = useT();

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    const outcome = await saveProfile({ fields: toProfileFields(values), image: image.file });
    if (outcome.status === 'sent') {
      // Busy stays on: the screen is leaving and must not be submitted twice meanwhile.
      void navigate('/dashboard');
      return;
    }
    setFailure(outcome.status === 'queued' ? null : outcome.message);
    setBusy(false);
  });

  return (
    <Container component="main" size="sm" py="md">
      <Stack gap="lg">
        <ScreenHeader />
        {initial.user ? null : <ErrorAlert>{t('profile.loadFailed')}</ErrorAlert>}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <form onSubmit={submit} aria-label={title}>
            <Stack gap="md">
              <ProfileImageField
                avatarUrl={initial.user?.avatarUrl ?? null}
                name={
                  form.values.fullname ||
                  (initial.user ? showText(t, userShownName(initial.user)) : '')
                }
                file={image.file}
                previewUrl={image.previewUrl}
                onChange={image.pick}
              />
              <ProfileTextFields form={form} />
              {failure ? <ErrorAlert>{showText(t, failure)}</ErrorAlert> : null}
              <Group justify="flex-end" gap="sm" mt="xs">
                <Button variant="default" onClick={() => void navigate('/dashboard')}>
                  {t('profile.cancel')}
                </Button>
                <SubmitButton
                  busy={busy}
                  label={t('profile.save')}
                  busyLabel={t('profile.saving')}
                />
              </Group>
            </Stack>
          </form>
        </Paper>
        <SettingsSection />
      </Stack>
    </Container>
  );
}
