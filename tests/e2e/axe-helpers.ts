import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

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

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** axe's violations, or 'moved' when a transition started while it measured. */
async function analyzeStill(page: Page): Promise<Violations | 'moved'> {
  await waitForTransitions(page);
  await page.evaluate(() => {
    const w = window as unknown as { transitionsDuringAxe?: number };
    if (w.transitionsDuringAxe === undefined) {
      document.addEventListener('transitionstart', () => (w.transitionsDuringAxe! += 1), {
        capture: true,
      });
    }
    w.transitionsDuringAxe = 0;
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const moved = await page.evaluate(
    () => (window as unknown as { transitionsDuringAxe: number }).transitionsDuringAxe > 0,
  );
  return moved ? 'moved' : violations;
}

/**
 * axe's findings on the page as it stands, one line per element: rule, element, and for contrast
 * the colours measured, so a failure says what to fix.
 */
export async function axeFindings(page: Page, where = page.url()): Promise<string[]> {
  let violations = await analyzeStill(page);
  // Something began to move while axe measured (a toast fading in: a start alert comes when its
  // item's window opens, whatever the test is doing): measured again once it has settled.
  for (let again = 0; again < 3 && violations === 'moved'; again += 1) {
    violations = await analyzeStill(page);
  }
  if (violations === 'moved') throw new Error(`${where}: the page never stood still for axe`);
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

type Scheme = 'light' | 'dark';

/**
 * Scans screen after screen in one colour scheme and collects the findings, asserted once per
 * test so one run lists every failing screen. Each scan first checks the page really shows that
 * scheme, so a dark pass can never silently scan the light one.
 */
export class Scanner {
  readonly found: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly scheme: Scheme,
  ) {}

  async scan(where: string) {
    await expect(this.page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      this.scheme,
    );
    this.found.push(...(await axeFindings(this.page, where)));
  }

  /**
   * Opens a dialog, waits for its content and the end of its opening transition, scans it; then
   * again with the pointer resting on the first button of each name in `pointerOn` (a mouse
   * rests on buttons: each kind must read as well under the pointer).
   */
  async scanDialog(
    where: string,
    open: () => Promise<void>,
    ready: (dialog: Locator) => Locator,
    pointerOn: readonly RegExp[] = [],
  ) {
    await open();
    const dialog = this.page.getByRole('dialog').last();
    await expect(ready(dialog)).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    await this.scan(where);
    for (const name of pointerOn) {
      await dialog.getByRole('button', { name }).first().hover();
      await this.scan(`${where}, pointer on ${name.source}`);
    }
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}
