/* Where mailed links point: never where a request's forged Host or X-Forwarded-* says. */
import { describe, expect, it } from 'vitest';
import { appOrigin } from '../../src/server/lib/app-origin.ts';

const config = { publicUrl: undefined, port: 3000 };

describe('the origin of mailed links', () => {
  it('is PUBLIC_URL where it is set, whatever the request says', () => {
    expect(appOrigin({ ...config, publicUrl: 'https://campus.example.edu' }, { host: 'evil.example', protocol: 'http' })).toBe('https://campus.example.edu');
  });

  it('believes a local Host only', () => {
    expect(appOrigin(config, { host: '127.0.0.1:4104', protocol: 'http' })).toBe('http://127.0.0.1:4104');
    expect(appOrigin(config, { host: 'localhost', protocol: 'https' })).toBe('https://localhost');
    expect(appOrigin(config, { host: 'campus-login.evil.example', protocol: 'http' })).toBe('http://localhost:3000');
    expect(appOrigin(config, { host: 'localhost.evil.example', protocol: 'http' })).toBe('http://localhost:3000');
  });

  it('takes no protocol but http and https (X-Forwarded-Proto is the client’s to write)', () => {
    expect(appOrigin(config, { host: 'localhost:3000', protocol: 'https://evil.example/c?x=' as 'http' })).toBe('http://localhost:3000');
  });
});
