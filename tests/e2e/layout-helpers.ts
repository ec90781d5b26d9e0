import { expect, type Page } from '@playwright/test';

/**
 * What does not fit the screen: the page scrolling sideways, and any label, heading, link, tab or
 * button whose text runs past its box or the screen's edge (inside a box that clips, it would be
 * cut off). A box that scrolls sideways on purpose (a table) holds its own overflow.
 */
export async function overflowsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const scrollsSideways = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const { overflowX } = getComputedStyle(at);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const selector =
      'button, a, label, h1, h2, h3, [role="tab"], .mantine-Button-label, .mantine-Badge-label, .mantine-SegmentedControl-label, .mantine-Switch-label';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || scrollsSideways(element)) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (box.right > width + 1 || box.left < -1)
        problems.push(`${name(element)} leaves the screen`);
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${name(element)} is cut off (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    return problems;
  });
}

/** Collects what overflows, screen after screen, asserted once so one run lists them all. */
export class LayoutCheck {
  readonly found: string[] = [];
  constructor(private readonly page: Page) {}

  async check(where: string) {
    for (const problem of await overflowsOn(this.page)) this.found.push(`${where}: ${problem}`);
  }

  expectNone() {
    expect(this.found).toEqual([]);
  }
}
