import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectAdmin, normaliseUser, userDisplayName, userShownName } from '@/domain/user';
import { msg } from '@/locales/messages';
import type { User } from '@/domain/types';
import { anyInput, isHttpOrDataImage, RUNS } from './arbitraries';

describe('detectAdmin', () => {
  it(
    'is true for role admin, is_admin true or admin true',
    {
      meta: {
        spec: [
          'Admin is detected if role equals admin, or is_admin is true, or admin is true on the stored user.',
        ],
      },
    },
    () => {
      expect(detectAdmin({ role: 'admin' })).toBe(true);
      expect(detectAdmin({ is_admin: true })).toBe(true);
      expect(detectAdmin({ admin: true })).toBe(true);
    },
  );

  it(
    'is false otherwise, including truthy look-alikes',
    {
      meta: {
        spec: [
          'Admin is detected if role equals admin, or is_admin is true, or admin is true on the stored user.',
        ],
      },
    },
    () => {
      expect(detectAdmin({ role: 'member' })).toBe(false);
      expect(detectAdmin({ is_admin: 'true' })).toBe(false);
      expect(detectAdmin({ admin: 1 })).toBe(false);
      expect(detectAdmin({ is_admin: false, admin: false })).toBe(false);
      expect(detectAdmin(null)).toBe(false);
      expect(detectAdmin([{ role: 'admin' }])).toBe(false);
    },
  );
});

describe('normaliseUser', () => {
  it(
    'maps every field of a full server user',
    {
      meta: {
        spec: [
          'User: id or user_id, fullname, name, email, role, is_admin, admin, company_name or company, address, service_offered, product_offered, years_of_experience, additional_info, profile_image.',
        ],
      },
    },
    () => {
      const user = normaliseUser({
        id: 12,
        fullname: ' Asha Rao ',
        name: 'asha',
        email: 'asha@example.com',
        role: 'member',
        company_name: 'Rao & Co',
        address: 'Pune',
        industry: 'Accounting',
        phone_number: '+91 98200 12345',
        website: 'https://rao.example.com/',
        service_offered: 'Audit',
        product_offered: 'Ledger',
        years_of_experience: 7,
        additional_info: 'Hi',
        profile_image_url: 'https://cdn.example.com/a.png',
      });
      expect(user).toEqual<User>({
        id: '12',
        fullname: 'Asha Rao',
        name: 'asha',
        email: 'asha@example.com',
        role: 'member',
        isAdmin: false,
        companyName: 'Rao & Co',
        address: 'Pune',
        industry: 'Accounting',
        phoneNumber: '+91 98200 12345',
        serviceOffered: 'Audit',
        productOffered: 'Ledger',
        yearsOfExperience: 7,
        additionalInfo: 'Hi',
        avatarUrl: 'https://cdn.example.com/a.png',
        website: 'https://rao.example.com/',
      });
    },
  );

  it('keeps a website only when it is http(s), and reads phone under either name', () => {
    expect(normaliseUser({ website: 'javascript:alert(1)' })?.website).toBeNull();
    expect(normaliseUser({ website_url: 'http://a.example/' })?.website).toBe('http://a.example/');
    expect(normaliseUser({ website: '/relative' })?.website).toBeNull();
    expect(normaliseUser({ phone: '022 555' })?.phoneNumber).toBe('022 555');
    expect(normaliseUser({ id: 1 })).toMatchObject({
      industry: '',
      phoneNumber: '',
      website: null,
    });
  });

  it(
    'reads user_id, company and numeric-string experience',
    { meta: { spec: ['User: id or user_id', 'company_name or company'] } },
    () => {
      const user = normaliseUser({ user_id: 'u-1', company: 'Acme', years_of_experience: '3' });
      expect(user?.id).toBe('u-1');
      expect(user?.companyName).toBe('Acme');
      expect(user?.yearsOfExperience).toBe(3);
    },
  );

  it('prefers company_name over company and reads a company object', () => {
    expect(normaliseUser({ company_name: 'A', company: 'B' })?.companyName).toBe('A');
    expect(normaliseUser({ company: { name: 'Nested' } })?.companyName).toBe('Nested');
  });

  it('falls back between name and fullname', () => {
    expect(normaliseUser({ id: 1, name: 'Only Name' })).toMatchObject({
      fullname: 'Only Name',
      name: 'Only Name',
    });
    expect(normaliseUser({ id: 1, fullname: 'Only Full' })).toMatchObject({
      fullname: 'Only Full',
      name: 'Only Full',
    });
  });

  it('uses empty values and null for missing or unusable fields', () => {
    const user = normaliseUser({ years_of_experience: 'many', avatar: 'javascript:x' });
    expect(user).toMatchObject({ id: '', fullname: '', yearsOfExperience: null, avatarUrl: null });
  });

  it('flags admins', () => {
    expect(normaliseUser({ id: 1, is_admin: true })?.isAdmin).toBe(true);
  });

  it('returns null when raw is not an object', () => {
    for (const junk of [null, undefined, 'user', 3, [{ id: 1 }]]) {
      expect(normaliseUser(junk)).toBeNull();
    }
  });

  it('never throws and returns well-typed users', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        const user = normaliseUser(raw);
        if (user === null) return;
        for (const text of [user.id, user.fullname, user.name, user.email, user.companyName]) {
          expect(typeof text).toBe('string');
        }
        expect(typeof user.isAdmin).toBe('boolean');
        const years = user.yearsOfExperience;
        expect(years === null || Number.isFinite(years)).toBe(true);
        expect(user.avatarUrl === null || isHttpOrDataImage(user.avatarUrl)).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('userDisplayName', () => {
  const base = normaliseUser({})!;
  it(
    'uses fullname, then name, then email, then Member',
    {
      meta: {
        spec: [
          'Placeholder fallback texts exist for an instructor, a company and a name when data is missing.',
        ],
      },
    },
    () => {
      expect(userDisplayName({ ...base, fullname: 'F', name: 'N', email: 'e@x.io' })).toBe('F');
      expect(userDisplayName({ ...base, name: 'N', email: 'e@x.io' })).toBe('N');
      expect(userDisplayName({ ...base, email: 'e@x.io' })).toBe('e@x.io');
      expect(userDisplayName(base)).toBe('Member');
    },
  );
});

describe('userShownName', () => {
  const base = normaliseUser({})!;
  it("is the member's own words, else the placeholder in the language shown", () => {
    expect(userShownName({ ...base, name: 'N', email: 'e@x.io' })).toBe('N');
    expect(userShownName({ ...base, email: 'e@x.io' })).toBe('e@x.io');
    expect(userShownName(base)).toEqual(msg('identity.member'));
  });
});
