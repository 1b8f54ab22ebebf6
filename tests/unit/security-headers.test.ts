import { describe, expect, it } from 'vitest';
import {
  connectSources,
  contentSecurityPolicy,
  HEADER_SCRIPT_SOURCES,
  headersFile,
  imageSources,
  parseHeadersFile,
  parseHeadersRules,
  securityHeaders,
  walletPage,
} from '../../scripts/build/security-headers';

describe('Content-Security-Policy of a build', () => {
  it('lets the plain demo build (mock inside the page) connect to itself only', () => {
    expect(connectSources({})).toEqual(["'self'"]);
    const policy = contentSecurityPolicy({});
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names the configured API, second host, socket and chain hosts of a live build, and the MetaMask relay', () => {
    const sources = connectSources({
      PUBLIC_API_BASE: 'https://app.nadi.example/base/',
      PUBLIC_API_HOST_2: 'https://api.nadi.example',
      PUBLIC_SOCKET_URL: 'wss://ws.nadi.example/ws',
      PUBLIC_CHAIN_RPC_URLS: 'https://bsc-rpc.example/x, https://rpc.nadichain.example',
    });
    expect(sources).toEqual([
      "'self'",
      'https://app.nadi.example',
      'https://api.nadi.example',
      'wss://ws.nadi.example',
      'https://bsc-rpc.example',
      'https://rpc.nadichain.example',
      'https://*.metamask.io',
      'wss://*.metamask.io',
    ]);
  });

  it('derives the socket from the API base and reaches the local chain when the backend is on this machine', () => {
    const sources = connectSources({ PUBLIC_API_BASE: 'http://127.0.0.1:18787', PUBLIC_PROFILE: 'demo' });
    expect(sources).toEqual([
      "'self'",
      'http://127.0.0.1:18787',
      'ws://127.0.0.1:18787',
      'http://127.0.0.1:*',
      'ws://127.0.0.1:*',
    ]);
  });

  it('sends frame and sniffing protection in the headers file, which preview reads back unchanged', () => {
    const env = { PUBLIC_API_BASE: 'https://app.nadi.example' };
    const headers = securityHeaders(env);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(parseHeadersFile(headersFile(env))).toEqual(headers);
  });

  it("allows index.html's inline style and script by their hashes only; the header and wallet.html admit a wallet's inline script", () => {
    const inline = { styles: ["'sha256-c3R5bGU='"], scripts: ["'sha256-c2NyaXB0'"] };
    const policy = contentSecurityPolicy({}, inline);
    expect(policy).toContain("script-src 'self' 'sha256-c2NyaXB0';");
    expect(policy).toContain("style-src 'self' 'sha256-c3R5bGU=';");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const relaxed = policy.replace("script-src 'self' 'sha256-c2NyaXB0'", HEADER_SCRIPT_SOURCES);
    // The header: the same policy but for its script sources; on index.html a script must pass both.
    expect(parseHeadersFile(headersFile({}, inline))['Content-Security-Policy']).toBe(
      `${relaxed}; frame-ancestors 'none'`,
    );
    expect(relaxed).not.toContain('unsafe-eval');
    expect(relaxed).toContain("style-src 'self' 'sha256-c3R5bGU='");
    // wallet.html: index.html with the header's script sources in its meta tag, nothing else changed.
    const index = `<head><meta http-equiv="Content-Security-Policy" content="${policy}"><script>x</script></head>`;
    expect(walletPage(index, {}, inline)).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="${relaxed}"><script>x</script></head>`,
    );
    expect(() => walletPage('<head></head>', {}, inline)).toThrow(/no Content-Security-Policy meta tag/);
  });

  it('sends HSTS and a Permissions-Policy that grants the camera to the page only, nothing else', () => {
    const headers = securityHeaders({ PUBLIC_API_BASE: 'https://app.nadi.example' });
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=(\d+); includeSubDomains$/);
    expect(
      Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    const policy = headersFile({}).includes('Permissions-Policy') ? headers['Permissions-Policy'] : '';
    const grants = (policy ?? '').split(', ').filter((rule) => !rule.endsWith('=()'));
    expect(grants).toEqual(['camera=(self)']);
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
  });

  it('asks hosts to revalidate index.html and sw.js on every visit (no-cache), not the hashed files', () => {
    const rules = parseHeadersRules(headersFile({}));
    for (const path of ['/', '/index.html', '/sw.js'])
      expect(rules[path]).toEqual({ 'Cache-Control': 'no-cache' });
    expect(rules['/*']?.['Cache-Control']).toBeUndefined();
    expect(Object.keys(rules).some((path) => path.startsWith('/static'))).toBe(false);
  });

  it('names the image hosts instead of any https: site', () => {
    const env = {
      PUBLIC_API_BASE: 'https://app.nadi.example/base/',
      PUBLIC_API_HOST_2: 'https://api.nadi.example',
      PUBLIC_IMAGE_HOSTS: 'https://cdn.nadi.example/img, https://r2.nadi.example',
    };
    expect(imageSources(env)).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://app.nadi.example',
      'https://api.nadi.example',
      'https://cdn.nadi.example',
      'https://r2.nadi.example',
    ]);
    const policy = contentSecurityPolicy(env);
    expect(policy).toMatch(/img-src [^;]+;/);
    expect(/img-src ([^;]+);/.exec(policy)?.[1]?.split(' ')).not.toContain('https:');
    expect(imageSources({})).toEqual(["'self'", 'data:', 'blob:']);
  });
});
