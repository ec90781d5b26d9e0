import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Which Mantine component styles a prerendered page uses but does not load before its first
 * paint. Pure file reading, so it runs against any built folder.
 */
const MANTINE_STYLES = path.resolve('node_modules/@mantine/core/styles');
const CLASS = /\bm_[0-9a-f]{8}\b/g;

/** Mantine's hashed class name -> the per-component stylesheet that defines it. */
function mantineClassOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of readdirSync(MANTINE_STYLES)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const css = readFileSync(path.join(MANTINE_STYLES, file), 'utf8');
    for (const name of css.match(CLASS) ?? []) if (!owners.has(name)) owners.set(name, file);
  }
  return owners;
}

/** The stylesheets a page loads render-blocking, plus its inline <style> blocks. */
function cssBeforeFirstPaint(distDir: string, html: string): string {
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((match) => {
    const href = /href="([^"]+)"/.exec(match[0])?.[1] ?? '';
    return readFileSync(path.join(distDir, href.replace(/^\//, '')), 'utf8');
  });
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return [...linked, ...inline].join('\n');
}

/** The stylesheet files (e.g. 'Badge.css') whose classes a page shows without their rules. */
export function unstyledAtFirstPaint(distDir: string, htmlFile: string): string[] {
  const owners = mantineClassOwners();
  const html = readFileSync(path.join(distDir, htmlFile), 'utf8');
  const body = html.slice(html.indexOf('<body'));
  const css = cssBeforeFirstPaint(distDir, html);
  const missing = new Set<string>();
  for (const name of new Set(body.match(CLASS) ?? [])) {
    const owner = owners.get(name);
    // A class no Mantine stylesheet defines needs no rules; one defined there must be loaded.
    if (owner && !css.includes(`.${name}`)) missing.add(owner);
  }
  return [...missing].sort();
}
