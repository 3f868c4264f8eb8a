/** A stand-in origin: only what resolves onto it is a path of this site. */
const BASE = 'http://switchboard.invalid';

/**
 * The path to go to after signing in, when `url` resolves to this site; `fallback` otherwise. Checking the
 * text is not enough: browsers read `/\evil.example` as `//evil.example` (another host), and drop tabs and
 * newlines, so the URL is resolved the way a browser resolves it and its origin compared. What is returned is
 * the resolved path, never the text given.
 */
export function sameOriginPath(url: string | null | undefined, fallback = '/overview'): string {
  if (typeof url !== 'string' || url === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return fallback;
  }
  if (parsed.origin !== BASE) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : fallback;
}
