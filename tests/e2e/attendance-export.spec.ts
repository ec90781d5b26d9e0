import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_ADMIN, logIn } from './helpers';

// Admins work on a desktop: this runs in the desktop project.

test('an admin downloads a member’s attendance as CSV, and its lines match the modal', async ({
  page,
}) => {
  await logIn(page, DEMO_ADMIN);
  await page.getByRole('button', { name: 'Check Attendance' }).click();
  // Other tests add members; the list is virtual, so Rahul is found by name, not by scrolling.
  await page.getByRole('searchbox', { name: 'Search for a user...' }).fill('rahul');
  await page.getByRole('button', { name: 'Check: Rahul Sharma' }).click();
  const modal = page.getByRole('dialog', { name: 'Attendance Details - Rahul Sharma' });
  const meetings = modal.getByRole('region', { name: 'Meeting Statistics' });
  // The demo API lists meetings one by one (a table) and sums up sessions (numbers only).
  await expect(meetings.getByRole('table')).toBeVisible();
  const online = modal.getByRole('region', { name: 'Online Session Statistics' });
  await expect(online.getByRole('table')).toHaveCount(0);

  const numbers = async (region: typeof online) =>
    Promise.all(
      ['Present', 'Absent', 'Total'].map((label) =>
        region.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText(),
      ),
    );
  const shownRows = await meetings
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
  expect(shownRows.length).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download CSV: Rahul Sharma' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^attendance-rahul-sharma-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
  expect(lines[0]).toBe('Section,Item,Date (IST),Status,Present,Absent,Total');
  expect(lines[1]).toBe(`Online Session Statistics,,,,${(await numbers(online)).join(',')}`);
  expect(lines[2]).toBe(`Meeting Statistics,,,,${(await numbers(meetings)).join(',')}`);
  const records = lines.slice(3).map((line) => line.split(','));
  // Item and status as shown, in the same order; the date is the same instant in IST.
  expect(records.map(([, item, , status]) => [item, status])).toEqual(
    shownRows.map(([item, , status]) => [item, status]),
  );
  for (const [, , date] of records)
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
});
