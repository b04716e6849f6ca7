/**
 * A plain static server, as GitHub Pages, Azure Static Web Apps or nginx serve files by default: the file
 * and its content type, and no other header (no Access-Control-Allow-Origin, no Content-Security-Policy).
 * The browser tests serve dist/ with it on a port of its own, to try the embed from a host that sends no
 * special headers. Pages given in `extraPages` are served as well (a host page).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface PlainServer {
  /** `http://localhost:<port>`. */
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves `root` (null: no files) and `extraPages` (path to HTML, read at each request, so a test may add
 * pages later) on a free port of localhost.
 */
export async function startPlainServer(
  root: string | null,
  extraPages: Record<string, string> = {},
): Promise<PlainServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const page = extraPages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'Content-Type': contentTypes['.html'] });
      response.end(page);
      return;
    }
    if (root === null) {
      response.writeHead(404).end();
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
