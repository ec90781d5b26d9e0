import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/**
 * public/hold-early-submit.js loads with every page, and Vite copies public files as they are:
 * comments and all. Such files are minified in the built site (half their gzip bytes), before the
 * service worker's precache list is made.
 */
export function minifyClassicScripts(files: string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'member-portal:minify-classic-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      // The prerender's server build has no public files.
      if (this.environment.name !== 'client') return;
      for (const file of files) {
        const path = join(outDir, file);
        await writeFile(path, minifiedScript(file, await readFile(path, 'utf8')));
      }
    },
  };
}

/** A classic script's text, minified; a script that does not parse fails the build. */
export function minifiedScript(file: string, source: string): string {
  const { code, errors } = minifySync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message ?? 'minify failed'}`);
  return code;
}
