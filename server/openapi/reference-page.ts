import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The API reference page: Scalar's standalone browser bundle, served by the app itself so the page needs no
 * CDN. Default fonts (fetched from Scalar's servers), telemetry and the hosted AI and MCP features are turned off.
 * Its two scripts carry the request's CSP nonce (proxy.ts). A bar above it leads back to the site and the dashboard.
 * The mount element is not `#api-reference`: the bundle auto-mounts a second, default-configured reference
 * (default fonts included) on an element of that id.
 */
/**
 * Scalar's own CSS, corrected where it fails on a phone: long endpoint paths wrap instead of making their list a
 * scroll box that a keyboard cannot reach, and below 380 px the client tabs keep their names for screen readers
 * (Scalar hides the text with display: none) while showing only their icons.
 */
const narrowCss = [
  ' .endpoints .endpoint, .endpoints .endpoint-path { white-space: normal; overflow-wrap: anywhere; min-width: 0; }',
  // Scalar's own rule carries a scoped attribute (.endpoints[data-v-…]) that outranks a plain class.
  ' .endpoints { overflow: visible !important; }',
  ' @container client-libraries-content (width < 380px) { .client-libraries span { display: block !important;',
  ' position: absolute !important; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; } }',
].join('');

/**
 * Names and roles Scalar's markup leaves wrong, set on each element as it renders (sections render lazily, so a
 * MutationObserver follows them): icon-only copy buttons get a name; "Show More" buttons get a name that contains
 * their visible words; the "More clients" button inside the client tab list becomes a tab that opens a list, since
 * a tab list may hold only tabs; the sidebar's buttons say which entry is current with aria-current; a card's own
 * scroll box can take the keyboard's focus.
 */
const repairScript = `(() => {
  const fix = (el, attr, value) => { if (el.getAttribute(attr) !== value) el.setAttribute(attr, value); };
  const repair = () => {
    for (const b of document.querySelectorAll('button.scalar-code-copy')) fix(b, 'aria-label', 'Copy code');
    for (const b of document.querySelectorAll('button.show-more[aria-label^="Show all "]')) {
      fix(b, 'aria-label', 'Show more: ' + b.getAttribute('aria-label').slice('Show all '.length));
    }
    // The sidebar marks its current entry with aria-selected, which a button may not carry: aria-current says it.
    for (const b of document.querySelectorAll('button[aria-selected]:not([role])')) {
      if (b.getAttribute('aria-selected') === 'true') fix(b, 'aria-current', 'location');
      else b.removeAttribute('aria-current');
      b.removeAttribute('aria-selected');
    }
    // A card's content that scrolls on its own (a long example) must be reachable by keyboard to be scrolled.
    for (const c of document.querySelectorAll('.scalar-card-content.custom-scroll')) fix(c, 'tabindex', '0');
    // A button with role=search loses the name its text gives it.
    for (const b of document.querySelectorAll('button[role=search]')) b.removeAttribute('role');
    for (const b of document.querySelectorAll('[role=tablist] button.client-libraries__select')) {
      fix(b, 'role', 'tab');
      fix(b, 'aria-haspopup', 'listbox');
      fix(b, 'aria-selected', b.classList.contains('client-libraries__active') ? 'true' : 'false');
    }
  };
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => { queued = false; repair(); });
  }).observe(document.getElementById('app'), { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label', 'aria-selected', 'role', 'class'] });
  repair();
})();`;

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
          + ' --scalar-color-red: #c40005; --scalar-color-yellow: #7a5d00; --scalar-color-blue: #0064a8; --scalar-color-orange: #a34d00; --scalar-color-purple: #5203d1; }'
          // The code examples sit on a dark card, where Scalar's red (DELETE) reads at 3.9:1.
          + ' .dark-mode { --scalar-color-red: #ff6b6b; }'
          + ${JSON.stringify(narrowCss)},
      });
    </script>
    <script nonce="${nonce}">${repairScript}</script>
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
