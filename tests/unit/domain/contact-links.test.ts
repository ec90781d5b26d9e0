import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '@/domain/contact-links';

describe('mailtoHref', () => {
  it('builds a mailto: link from a plain address', () => {
    expect(mailtoHref('asha@rao.in')).toBe('mailto:asha@rao.in');
    expect(mailtoHref('  first.last+tag@mail.example.co.in ')).toBe(
      'mailto:first.last+tag@mail.example.co.in',
    );
  });

  it('refuses anything that could change what the link does, or is no address', () => {
    for (const bad of [
      '',
      'asha',
      'asha@localhost',
      'a@b.com?cc=x@y.com',
      'a@b.com&body=hi',
      'a b@c.com',
      '"a"@b.com',
      'javascript:alert(1)//@a.com',
      '.a@b.com',
      'a..b@c.com',
      `${'a'.repeat(250)}@b.com`,
    ]) {
      expect(mailtoHref(bad), bad).toBeNull();
    }
  });

  it('never gives a link with characters outside the plain set (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = mailtoHref(text);
        if (href !== null) expect(href).toMatch(/^mailto:[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/);
      }),
    );
  });
});

describe('telHref', () => {
  it('keeps digits only, and one leading plus', () => {
    expect(telHref('+91 98200 12345')).toBe('tel:+919820012345');
    expect(telHref('(022) 555-0100')).toBe('tel:0225550100');
    expect(telHref('98.20.01.23.45')).toBe('tel:9820012345');
  });

  it('refuses letters, odd symbols, too few or too many digits', () => {
    for (const bad of [
      '',
      'call me',
      '12345',
      '+1234567890123456',
      '98200;12345',
      '++91 98200 12345',
      '9820#0',
    ]) {
      expect(telHref(bad), bad).toBeNull();
    }
  });

  it('never gives anything but digits after tel: and an optional plus (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = telHref(text);
        if (href !== null) expect(href).toMatch(/^tel:\+?\d{6,15}$/);
      }),
    );
  });
});
