const noop = (): void => undefined;

/**
 * Resolves once the work settles or after `ms`, whichever comes first; never rejects. A hung
 * IndexedDB (seen in some private modes) must not keep a member on a screen they asked to leave.
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([work.then(noop, noop), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
