import { expect, type Locator } from '@playwright/test';
import { registerMember } from './api-helpers';
import { memberScope, test } from './fault-helpers';
import { logIn } from './helpers';

/**
 * Long email addresses in the refer list go on to the next line only after the '@' or before a
 * '.' or a hyphen, never mid-word ('anais.fernandes@example.c om') nor after a hyphen; an address
 * piece wider than the whole line breaks inside it rather than push the page sideways. The list
 * is served to the test's own member by the fault switch ('body' mode), so the addresses are
 * exactly these.
 */
const LONG_ADDRESS = 'anais.fernandes.longname@example-company.co.in';
// A 40-letter name before the '@': wider than the line at 320 px, so it must break inside.
const OVERWIDE_ADDRESS = `${'k'.repeat(40)}@example-company.co.in`;

const people = [
  { id: 9501, fullname: 'Anaïs Fernandes', email: LONG_ADDRESS },
  { id: 9502, fullname: 'Kiran Long', email: OVERWIDE_ADDRESS },
];

/** Where each line of the element's text starts, as offsets into its text, measured per letter. */
function lineStartOffsets(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    const starts: number[] = [];
    let offset = 0;
    let lastTop: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      for (let index = 0; index < text.length; index += 1, offset += 1) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getClientRects()[0]?.top ?? 0);
        // A letter lower than the one before starts a new line.
        if (lastTop === null || top > lastTop + 2) starts.push(offset);
        lastTop = top;
      }
    }
    return starts;
  });
}

/** A line may start the address, follow its '@', or start with a '.' or a first hyphen. */
const isSensibleBreak = (address: string, offset: number) =>
  offset === 0 ||
  address[offset - 1] === '@' ||
  address[offset] === '.' ||
  (address[offset] === '-' && address[offset - 1] !== '-');

/** The lines an address is shown in, for a readable failure message. */
const linesOf = (address: string, starts: number[]) =>
  starts.map((start, index) => address.slice(start, starts[index + 1]));

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('refer list: a long address wraps only after the @ or before a dot or hyphen', async ({
      page,
      request,
      faults,
    }) => {
      const member = await registerMember(request, `Email Wrap ${width}`);
      await faults.set(memberScope(member), ['/api/v1/users'], { mode: 'body', body: people });
      await logIn(page, member);
      await page.goto('/referrals');

      const email = page.getByText(LONG_ADDRESS, { exact: true });
      await expect(email).toBeVisible();
      const starts = await lineStartOffsets(email);
      const lines = linesOf(LONG_ADDRESS, starts);
      // At these widths the address cannot fit one line: this measures real wrapping.
      expect(lines.length, lines.join(' | ')).toBeGreaterThan(1);
      for (const start of starts) {
        expect(isSensibleBreak(LONG_ADDRESS, start), lines.join(' | ')).toBe(true);
      }
      // What is read out and copied is the plain address: <wbr> adds nothing.
      await expect(email.locator('xpath=..')).toMatchAriaSnapshot(`- paragraph: ${LONG_ADDRESS}`);
      const selected = await email.evaluate((element) => {
        getSelection()?.selectAllChildren(element);
        return getSelection()?.toString();
      });
      expect(selected).toBe(LONG_ADDRESS);
    });

    test('refer list: an address piece wider than the line breaks inside it, and nothing scrolls sideways', async ({
      page,
      request,
      faults,
    }) => {
      const member = await registerMember(request, `Email Overwide ${width}`);
      await faults.set(memberScope(member), ['/api/v1/users'], { mode: 'body', body: people });
      await logIn(page, member);
      await page.goto('/referrals');

      const email = page.getByText(OVERWIDE_ADDRESS, { exact: true });
      await expect(email).toBeVisible();
      const at = OVERWIDE_ADDRESS.indexOf('@');
      const starts = await lineStartOffsets(email);
      const lines = linesOf(OVERWIDE_ADDRESS, starts);
      // Inside the 40 letters as a last resort; after them only at sensible points.
      for (const start of starts.filter((offset) => offset > at)) {
        expect(isSensibleBreak(OVERWIDE_ADDRESS, start), lines.join(' | ')).toBe(true);
      }
      expect(await email.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    });
  });
}
