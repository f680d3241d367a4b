import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkInlineScripts, inlineScriptHashes, metaPolicy, parseHeadersFile } from './securityHeaders.ts';

describe('the _headers file', () => {
  it('reads each path with its indented headers and skips comments', () => {
    const paths = parseHeadersFile('# note\n/*\n  X-A: 1\n  X-B: two words\n\n/x\n  X-C: 3\n');
    expect(paths.get('/*')).toEqual({ 'X-A': '1', 'X-B': 'two words' });
    expect(paths.get('/x')).toEqual({ 'X-C': '3' });
  });

  it('refuses a header line it cannot read instead of dropping it', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options DENY\n')).toThrow(/line 2/);
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/line 1/);
  });

  it('the shipped file denies framing, sniffing and referrers, and allows only the site itself', () => {
    const headers = parseHeadersFile(readFileSync('public/_headers', 'utf8')).get('/*')!;
    expect(headers['Content-Security-Policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(headers['Content-Security-Policy']).toMatch(/connect-src 'self';/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  });
});

describe('metaPolicy', () => {
  it('drops what a <meta> policy cannot carry and keeps the rest in order', () => {
    expect(metaPolicy("default-src 'self'; frame-ancestors 'none'; script-src 'self'; sandbox")).toBe(
      "default-src 'self'; script-src 'self'",
    );
  });
});

describe('inline scripts', () => {
  it('hashes an inline classic script as CSP 3 does, and leaves module and external scripts out', () => {
    // The SHA-256 of "alert(1)" in base64, as browsers report it in a CSP violation.
    expect(inlineScriptHashes('<script>alert(1)</script><script type="module" src="/a.js"></script><script src="b.js"></script>'))
      .toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
  });

  it('refuses a policy that lacks an inline script of the page', () => {
    expect(() => checkInlineScripts('<script>alert(1)</script>', "script-src 'self'")).toThrow(/script-src lacks 'sha256-/);
    expect(() => checkInlineScripts('<script>alert(1)</script>', "script-src 'self' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")).not.toThrow();
  });

  it("the shipped policy allows index.html's inline scripts, and no other", () => {
    const policy = parseHeadersFile(readFileSync('public/_headers', 'utf8')).get('/*')!['Content-Security-Policy'];
    const hashes = inlineScriptHashes(readFileSync('index.html', 'utf8'));
    // The theme, and the example's text in the frame (app/exampleStart.test.ts).
    expect(hashes.length).toBe(2);
    expect(() => checkInlineScripts(readFileSync('index.html', 'utf8'), policy)).not.toThrow();
    expect(policy.match(/'sha256-[^']+'/g)).toEqual(hashes);
  });
});
