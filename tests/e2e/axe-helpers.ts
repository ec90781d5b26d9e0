import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The colours and ratio axe measured, for a colour-contrast finding. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number };
  return data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
}

/**
 * Waits until no CSS transition runs (a modal or a menu opening): axe measures colours as they
 * are at that instant, and half-faded text is not what a person reads.
 */
export async function waitForTransitions(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
      ),
  );
}

/**
 * axe's findings on the page as it stands, one line per element: rule, element, and for contrast
 * the colours measured, so a failure says what to fix.
 */
export async function axeFindings(page: Page, where = page.url()): Promise<string[]> {
  await waitForTransitions(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 200)}${contrastOf(node)}`,
    ),
  );
}

export async function expectNoAxeViolations(page: Page, where?: string) {
  expect(await axeFindings(page, where)).toEqual([]);
}
