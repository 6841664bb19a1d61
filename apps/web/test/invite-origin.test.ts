import { describe, expect, it, vi } from 'vitest';

vi.stubGlobal('location', { origin: 'http://localhost:3000', hostname: 'localhost' });
const { chooseInviteOrigin, isLoopbackHost } = await import('../src/net/invite-origin.ts');

describe('invite links', () => {
  it('a page on localhost invites with the server network address', () => {
    expect(chooseInviteOrigin('http://localhost:3000', ['http://192.168.1.20:3000'])).toBe(
      'http://192.168.1.20:3000',
    );
    expect(chooseInviteOrigin('http://127.0.0.1:3000', ['https://play.example.org'])).toBe(
      'https://play.example.org',
    );
  });

  it('keeps the page origin when guests can already reach it, or nothing better is known', () => {
    expect(chooseInviteOrigin('http://192.168.1.20:3000', ['http://10.0.0.2:3000'])).toBe(
      'http://192.168.1.20:3000',
    );
    expect(chooseInviteOrigin('http://localhost:3000', [])).toBe('http://localhost:3000');
  });

  it('knows loopback names', () => {
    expect(['localhost', '127.0.0.1', '[::1]', 'app.localhost'].map(isLoopbackHost)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isLoopbackHost('fabula.example')).toBe(false);
  });
});
