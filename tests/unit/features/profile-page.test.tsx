import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '@/features/profile/profile-page';
import type { WriteOutcome } from '@/repository/use-write';
import type { ProfileUpdate } from '@/repository/write-registry';
import { renderScreen } from '../render-screen';

const save = vi.hoisted(() => vi.fn<(update: ProfileUpdate) => Promise<WriteOutcome>>());
vi.mock('@/repository/use-write', () => ({ useWrite: () => save }));

const STORED_USER = {
  id: 7,
  fullname: 'Asha Rao',
  email: 'asha@example.com',
  address: '12 MG Road, Pune',
  service_offered: 'Consulting',
  product_offered: 'Spices',
  years_of_experience: 7,
  additional_info: 'Open to partnerships',
};
const EDITED_AVATAR = 'blob:preview-1';

function storeLogin(user: unknown = STORED_USER) {
  window.localStorage.setItem('auth_token', 'tok-1');
  window.localStorage.setItem('auth_response', JSON.stringify({ token: 'tok-1', user }));
}

const renderProfile = () =>
  renderScreen(<ProfilePage />, { path: '/profile', otherPaths: ['/dashboard'] });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const photo = () => new File(['png-bytes'], 'me.png', { type: 'image/png' });

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const createObjectURL = vi.fn<(file: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();

beforeEach(() => {
  save.mockReset();
  createObjectURL.mockReset().mockReturnValue(EDITED_AVATAR);
  revokeObjectURL.mockReset();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  storeLogin();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('Edit Profile screen', () => {
  it(
    'prefills every field from the stored login response and shows the image hint',
    {
      meta: {
        spec: [
          "Profile screen ('Edit Profile')",
          "hint 'JPG, PNG or GIF. Max size 5MB.' (text only)",
          'Fields: Full Name, Address (textarea), Service Offered, Product Offered, Years of Experience (number, min 0), Additional Information (textarea).',
          'Initial values come from the locally stored login response, not from a server call.',
          'Profile image hint: 5 MB, JPG, PNG or GIF (text only).',
        ],
      },
    },
    () => {
      renderProfile();
      expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
      expect(field('Full Name')).toHaveValue('Asha Rao');
      expect(field('Address')).toHaveValue('12 MG Road, Pune');
      expect(field('Service Offered')).toHaveValue('Consulting');
      expect(field('Product Offered')).toHaveValue('Spices');
      expect(field('Years of Experience')).toHaveValue('7');
      expect(field('Additional Information')).toHaveValue('Open to partnerships');
      expect(screen.getByText('Profile Image')).toBeInTheDocument();
      expect(screen.getByText('JPG, PNG or GIF. Max size 5MB.')).toBeInTheDocument();
      expect(screen.getByText('A')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it(
    'keeps Years of Experience whole and never negative',
    { meta: { spec: ['years_of_experience is a number, at least 0.'] } },
    async () => {
      const { user } = renderProfile();
      await user.clear(field('Years of Experience'));
      await user.type(field('Years of Experience'), '-3');
      expect(field('Years of Experience')).toHaveValue('3');
    },
  );

  it("takes a Hindi or Marathi keyboard's digits in Years of Experience as 0-9", async () => {
    save.mockResolvedValue({ status: 'sent' });
    const { user } = renderProfile();
    await user.clear(field('Years of Experience'));
    await user.type(field('Years of Experience'), '१२');
    expect(field('Years of Experience')).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(save.mock.calls[0]?.[0].fields.years_of_experience).toBe(12);
  });

  it(
    'sends exactly the six fields and the picked image, reads "Saving..." and opens the dashboard',
    {
      meta: {
        spec: [
          "Buttons 'Save Changes' ('Saving...' while saving)",
          'then navigation to /dashboard.',
        ],
      },
    },
    async () => {
      let answer: (result: WriteOutcome) => void = () => {};
      save.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const { user, container } = renderProfile();
      await user.clear(field('Full Name'));
      await user.type(field('Full Name'), 'Asha R. Rao');
      await user.clear(field('Years of Experience'));
      await user.type(field('Years of Experience'), '12');
      const image = photo();
      await user.upload(fileInput(container), image);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
      expect(save).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenCalledWith({
        fields: {
          fullname: 'Asha R. Rao',
          address: '12 MG Road, Pune',
          service_offered: 'Consulting',
          product_offered: 'Spices',
          years_of_experience: 12,
          additional_info: 'Open to partnerships',
        },
        image,
      });
      answer({ status: 'sent' });
      expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    },
  );

  it("sends '' for an emptied Years of Experience and no image when none was picked", async () => {
    save.mockResolvedValue({ status: 'sent' });
    const { user } = renderProfile();
    await user.clear(field('Years of Experience'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(save.mock.calls[0]?.[0].fields.years_of_experience).toBe('');
    expect(save.mock.calls[0]?.[0].image).toBeNull();
  });

  it(
    'shows a failure inline and keeps everything typed and the chosen image',
    { meta: { spec: ["'Failed to update profile' (inline banner)"] } },
    async () => {
      save.mockResolvedValue({ status: 'failed', message: 'Failed to update profile' });
      const { user, container } = renderProfile();
      await user.clear(field('Service Offered'));
      await user.type(field('Service Offered'), 'Export advice');
      await user.upload(fileInput(container), photo());
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
      expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      expect(field('Service Offered')).toHaveValue('Export advice');
      expect(screen.getByText('me.png')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/profile');

      save.mockResolvedValue({ status: 'sent' });
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(save.mock.calls[1]?.[0].fields.service_offered).toBe('Export advice');
      expect(save.mock.calls[1]?.[0].image).toBeInstanceOf(File);
    },
  );

  it(
    'sends an image over 5 MB too: the limit is a hint, not enforced',
    {
      meta: {
        spec: ['file input accepting images', 'The 5MB image limit is text only, not enforced.'],
      },
    },
    async () => {
      save.mockResolvedValue({ status: 'sent' });
      const { user, container } = renderProfile();
      expect(fileInput(container)).toHaveAttribute('accept', expect.stringContaining('image/'));
      const large = new File([new Uint8Array(6 * 1024 * 1024)], 'large.png', { type: 'image/png' });
      await user.upload(fileInput(container), large);
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
      expect(save.mock.calls[0]?.[0].image).toBe(large);
    },
  );

  it(
    'Cancel goes to the dashboard without saving',
    { meta: { spec: ['and Cancel (to /dashboard).'] } },
    async () => {
      const { user } = renderProfile();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
      expect(save).not.toHaveBeenCalled();
    },
  );

  it(
    'previews a chosen image and releases each preview when replaced or leaving',
    { meta: { spec: ['Profile image with preview'] } },
    async () => {
      const { user, container, unmount } = renderProfile();
      const image = photo();
      await user.upload(fileInput(container), image);

      const preview = await screen.findByRole('img', {
        name: 'Preview of the chosen profile image',
      });
      expect(preview).toHaveAttribute('src', EDITED_AVATAR);
      expect(createObjectURL).toHaveBeenCalledWith(image);

      createObjectURL.mockReturnValue('blob:preview-2');
      await user.upload(fileInput(container), photo());
      expect(revokeObjectURL).toHaveBeenCalledWith(EDITED_AVATAR);
      expect(screen.getByRole('img', { name: /chosen profile image/ })).toHaveAttribute(
        'src',
        'blob:preview-2',
      );
      unmount();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    },
  );

  it(
    "says 'Failed to load profile' when no stored user exists",
    { meta: { spec: ["Profile: 'Failed to load profile'"] } },
    () => {
      window.localStorage.setItem('auth_response', JSON.stringify({ token: 'tok-1' }));
      renderProfile();
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load profile');
      expect(field('Full Name')).toHaveValue('');
    },
  );
});
