import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const write = (html: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'csp-')), 'index.html');
  fs.writeFileSync(file, html);
  return file;
};

describe('inlineScriptHashes', () => {
  it('hashes each inline script body exactly, and skips external and empty scripts', () => {
    const file = write('<head><script>a()</script><script type="module" src="/x.js"></script><script> </script></head><body><script>b()</script></body>');
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(file)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  });

  it('gives nothing when there is no build', () => {
    expect(inlineScriptHashes('/nonexistent/index.html')).toEqual([]);
  });
});
