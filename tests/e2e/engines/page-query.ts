/**
 * Finding elements as a person does, by role and accessible name, inside the page of any engine
 * (WebDriver classic has no such locator). A query is a chain of steps, each searched within the
 * element the step before found: [{ role: 'dialog' }, { role: 'article', name: topic }]. Only
 * rendered elements count. A name is matched whole (whitespace folded) or by a regular
 * expression; a label finds the form field it labels.
 */
export interface Step {
  role?: Role;
  /** The accessible name: exact text, or a regular expression's source (`{ re }`). */
  name?: string | { re: string };
  /** A field by its label's text (a <label>, aria-label or aria-labelledby). */
  label?: string | { re: string };
  /** Only elements whose text contains this. */
  hasText?: string;
}

export type Role =
  | 'alert'
  | 'article'
  | 'button'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'navigation'
  | 'option'
  | 'region'
  | 'searchbox'
  | 'status'
  | 'tab';

export type Query = Step[];

export interface Found {
  /** A CSS selector for the engine's own click or typing. */
  selector: string;
  text: string;
  value: string | null;
  disabled: boolean;
  selected: string | null;
  count: number;
  /** Where it is on screen (x, y, width, height), scrolled into view when marked. */
  rect: number[];
  /** Whether a tap at its centre lands on it (nothing moving in front of it). */
  hit: boolean;
}

/** Runs in the page: the first rendered match of the query, marked for the engine, or null. */
export function findInPage(query: Query, mark: boolean): Found | null {
  const SELECTORS: Record<string, string> = {
    alert: '[role="alert"]',
    article: 'article, [role="article"]',
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    dialog: '[role="dialog"], dialog',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    navigation: 'nav, [role="navigation"]',
    option: '[role="option"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    status: '[role="status"], output',
    tab: '[role="tab"]',
  };
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const rendered = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => fold(document.getElementById(id)?.textContent))
      .join(' ');
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return fold(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return fold(label);
    return fold(element.textContent);
  };
  const labelOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return fold(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return fold(label);
    const labels = (element as HTMLInputElement).labels;
    return labels && labels.length > 0 ? fold(labels[0]!.textContent) : '';
  };
  const matches = (text: string, wanted: string | { re: string }) =>
    typeof wanted === 'string' ? text === fold(wanted) : new RegExp(wanted.re).test(text);

  let scopes: Element[] = [document.documentElement];
  let found: Element[] = [];
  for (const step of query) {
    const selector = step.role
      ? SELECTORS[step.role]!
      : step.label
        ? 'input, textarea, select, [role="combobox"], [role="textbox"]'
        : '*';
    found = [];
    for (const scope of scopes) {
      for (const element of Array.from(scope.querySelectorAll(selector))) {
        if (!rendered(element) && !(step.label && element instanceof HTMLInputElement)) continue;
        if (step.name !== undefined && !matches(nameOf(element), step.name)) continue;
        if (step.label !== undefined && !matches(labelOf(element), step.label)) continue;
        if (step.hasText !== undefined && !fold(element.textContent).includes(fold(step.hasText)))
          continue;
        if (!found.includes(element)) found.push(element);
      }
    }
    // A field hidden behind its own styled box (a select) still counts when its box is shown.
    found = found.filter((element) => rendered(element) || rendered(element.parentElement!));
    scopes = found;
  }
  const first = found[0];
  if (!first) return null;
  let selector = '';
  if (mark) {
    first.scrollIntoView({ block: 'center', inline: 'center' });
    const counter = (window as unknown as { __engineRefs?: number }).__engineRefs ?? 0;
    (window as unknown as { __engineRefs?: number }).__engineRefs = counter + 1;
    first.setAttribute('data-engine-ref', String(counter));
    selector = `[data-engine-ref="${counter}"]`;
  }
  const box = first.getBoundingClientRect();
  return {
    selector,
    text: fold((first as HTMLElement).innerText ?? first.textContent),
    value: 'value' in first ? String((first as HTMLInputElement).value) : null,
    disabled:
      (first as HTMLButtonElement).disabled === true ||
      first.getAttribute('aria-disabled') === 'true',
    selected: first.getAttribute('aria-selected'),
    count: found.length,
    rect: [box.x, box.y, box.width, box.height].map(Math.round),
    hit: first.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)),
  };
}
