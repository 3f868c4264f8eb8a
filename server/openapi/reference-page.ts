import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The API reference page: Scalar's standalone browser bundle, served by the app itself so the page needs no
 * CDN. Default fonts (fetched from Scalar's servers), telemetry and the hosted AI and MCP features are turned off.
 * Its two scripts carry the request's CSP nonce (proxy.ts). A bar above it leads back to the site and the dashboard.
 * The mount element is not `#api-reference`: the bundle auto-mounts a second, default-configured reference
 * (default fonts included) on an element of that id.
 */
export const referencePageHtml = (nonce: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Switchboard API reference</title>
    <style>
      body { margin: 0; }
      .switchboard-bar { display: flex; align-items: center; gap: 16px; padding: 8px 16px; background: #0f172a; color: #cbd5e1;
        font: 500 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
      .switchboard-bar a { color: #fff; text-decoration: none; }
      .switchboard-bar a:hover, .switchboard-bar a:focus-visible { text-decoration: underline; }
      .switchboard-bar .home { font-weight: 600; }
      .switchboard-bar .dashboard { margin-left: auto; }
    </style>
  </head>
  <body>
    <nav class="switchboard-bar" aria-label="Switchboard">
      <a class="home" href="/">Switchboard</a>
      <span>API reference</span>
      <a class="dashboard" href="/overview">Dashboard</a>
    </nav>
    <div id="app"></div>
    <script nonce="${nonce}" src="/docs/scalar.js"></script>
    <script nonce="${nonce}">
      Scalar.createApiReference('#app', {
        url: '/api/v1/openapi.json',
        servers: [{ url: window.location.origin, description: 'This server' }],
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        mcp: { disabled: true },
        hideClientButton: false,
        showDeveloperTools: 'never',
        documentDownloadType: 'json',
        metaData: { title: 'Switchboard API reference' },
        customCss: ':root { --scalar-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; --scalar-font-code: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }'
          // Darker muted text and method colours than Scalar's light theme, for a contrast of at least 4.5:1.
          + ' .light-mode { --scalar-color-2: #52525b; --scalar-color-3: #5c5c66; --scalar-color-accent: #0064a8; --scalar-color-green: #04744d;'
          + ' --scalar-color-red: #c40005; --scalar-color-yellow: #7a5d00; --scalar-color-blue: #0064a8; --scalar-color-orange: #a34d00; --scalar-color-purple: #5203d1; }',
      });
    </script>
  </body>
</html>
`;

const bundlePath = path.join(process.cwd(), 'node_modules', '@scalar', 'api-reference', 'dist', 'browser', 'standalone.js');

let bundle: Promise<string> | undefined;

/** The renderer's browser bundle, read once. Its source-map comment is dropped: the map is not served. */
export function referenceBundle(): Promise<string> {
  bundle ??= readFile(bundlePath, 'utf8')
    .then((js) => js.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'))
    .catch((err) => {
      bundle = undefined;
      throw err;
    });
  return bundle;
}
