/*
 * Initial JS and CSS of the built client, gzipped: the entry script, the modules it
 * preloads and the stylesheets that index.html links. Lazy route chunks do not count.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type BundleSize = { jsBytes: number; cssBytes: number; files: string[] };

export function measureInitialBundle(distDir = 'dist/client'): BundleSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((match) => match[1] ?? '');
  const gzipped = (path: string) => gzipSync(readFileSync(join(distDir, path.replace(/^\//, '')))).length;
  return {
    jsBytes: [...new Set(scripts)].reduce((sum, path) => sum + gzipped(path), 0),
    cssBytes: [...new Set(styles)].reduce((sum, path) => sum + gzipped(path), 0),
    files: [...new Set([...scripts, ...styles])],
  };
}
