import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every .tsx file under app/. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : e.name.endsWith('.tsx') ? [p] : [];
  });
}

/**
 * A form submits natively until its script has run: without `method="post"` that is a GET, which puts every field
 * (the password too) in the address, the browser history and the server log. The sign-up form is also submitted in a
 * browser with JavaScript off (e2e/secret-forms.spec.ts).
 */
describe('forms that carry a secret post', () => {
  const withSecrets = sources(path.join(process.cwd(), 'app')).filter((f) => /type="password"/.test(fs.readFileSync(f, 'utf8')));

  it('finds the sign-up, sign-in and other password forms', () => {
    const names = withSecrets.map((f) => path.relative(process.cwd(), f));
    expect(names).toEqual(expect.arrayContaining([path.join('app', '(auth)', 'sign-up', 'sign-up-form.tsx'), path.join('app', '(auth)', 'sign-in', 'sign-in-form.tsx')]));
    expect(names.length).toBeGreaterThanOrEqual(6);
  });

  it('every <form> of a file with a password field has method="post"', () => {
    const without = withSecrets.flatMap((f) => {
      const tags = fs.readFileSync(f, 'utf8').match(/<form\b[^>]*>/g) ?? [];
      expect(tags.length, f).toBeGreaterThan(0);
      return tags.filter((t) => !/\bmethod="post"/.test(t)).map((t) => `${path.relative(process.cwd(), f)}: ${t.replace(/\s+/g, ' ')}`);
    });
    expect(without).toEqual([]);
  });
});
