import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commonIndustries,
  filterDirectory,
  foldForSearch,
  withoutMember,
} from '@/domain/member-search';
import type { User } from '@/domain/types';
import { normaliseUser } from '@/domain/user';

const user = (raw: Record<string, unknown>): User => normaliseUser(raw)!;
const members = [
  user({
    id: 1,
    fullname: 'José Álvarez',
    company_name: 'Álvarez Imports',
    industry: 'Import & Export',
    service_offered: 'Customs clearance',
    product_offered: 'Olive oil',
  }),
  user({
    id: 2,
    fullname: 'Priya Nair',
    company_name: 'Nair Ledger Co',
    industry: 'Accounting & Taxation',
    service_offered: 'GST filing and audit',
  }),
  user({
    id: 3,
    fullname: 'Rahul Mehta',
    company_name: 'Mehta Prints',
    industry: 'accounting & taxation',
    product_offered: 'Printed ledgers',
  }),
  user({ id: 4, fullname: 'Zoë Brandt', industry: 'Design', email: 'zoe@example.com' }),
];
const ids = (list: User[]) => list.map((u) => u.id);
const search = (query: string, industry: string | null = null) =>
  ids(filterDirectory(members, { query, industry }));

describe('members directory search', () => {
  it('ignores case and accents, both in the query and in the data', () => {
    expect(search('jose alvarez')).toEqual(['1']);
    expect(search('JOSÉ')).toEqual(['1']);
    expect(search('zoe')).toEqual(['4']);
    expect(search('ZOË')).toEqual(['4']);
  });

  it('matches every field: name, company, industry, service and product offered', () => {
    expect(search('Nair')).toEqual(['2']); // name
    expect(search('prints')).toEqual(['3']); // company
    expect(search('export')).toEqual(['1']); // industry
    expect(search('customs')).toEqual(['1']); // service offered
    expect(search('olive')).toEqual(['1']); // product offered
    expect(search('ledger')).toEqual(['2', '3']); // a company and a product
  });

  it('needs every word to match, in any field and any order', () => {
    expect(search('audit gst')).toEqual(['2']);
    expect(search('ledger mehta')).toEqual(['3']);
    expect(search('ledger olive')).toEqual([]);
    expect(search('  taxation   ')).toEqual(['2', '3']);
  });

  it('does not search the email, and never matches a word across two fields', () => {
    expect(search('example.com')).toEqual([]);
    // "Brandt" then "Design": the two fields are not one run of text.
    expect(search('brandtdesign')).toEqual([]);
  });

  it('filters by the picked industry whatever its case, with the words as well', () => {
    expect(search('', 'Accounting & Taxation')).toEqual(['2', '3']);
    expect(search('gst', 'ACCOUNTING & TAXATION')).toEqual(['2']);
    expect(search('', 'Design')).toEqual(['4']);
  });

  it('lists everyone for an empty query and no industry', () => {
    expect(search('')).toEqual(['1', '2', '3', '4']);
  });

  it('always returns members of the list that contain every word (property)', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const found = filterDirectory(members, { query, industry: null });
        const words = foldForSearch(query).split(/\s+/u).filter(Boolean);
        for (const member of found) {
          const text = foldForSearch(
            [
              member.fullname,
              member.companyName,
              member.industry,
              member.serviceOffered,
              member.productOffered,
            ].join(' '),
          );
          for (const word of words) expect(text).toContain(word);
        }
        expect(found.every((m) => members.includes(m))).toBe(true);
      }),
    );
  });
});

describe('commonIndustries', () => {
  it('puts the most common first, ties alphabetical, one chip per industry whatever its case', () => {
    expect(commonIndustries(members)).toEqual([
      'Accounting & Taxation',
      'Design',
      'Import & Export',
    ]);
    expect(commonIndustries(members, 1)).toEqual(['Accounting & Taxation']);
  });

  it('offers nothing when no member has an industry', () => {
    expect(commonIndustries([user({ id: 9, fullname: 'No Industry' })])).toEqual([]);
  });
});

describe('withoutMember', () => {
  it('leaves out the signed-in member by id, or by email when there is no id', () => {
    expect(ids(withoutMember(members, { id: '2', email: '' }))).toEqual(['1', '3', '4']);
    expect(ids(withoutMember(members, { id: '', email: 'zoe@example.com' }))).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(ids(withoutMember(members, null))).toHaveLength(4);
  });
});
