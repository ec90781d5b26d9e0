import { describe, expect, it } from 'vitest';
import { currentApiBase, resolveApiBase } from '@/api/api-base';

describe('resolveApiBase', () => {
  it.each(['localhost', '127.0.0.1', '::1', '[::1]'])('is relative on %s', (host) => {
    expect(resolveApiBase(host, 'https://api.example.com')).toBe('/api/v1');
  });

  it(
    'uses the production origin elsewhere, without a doubled slash',
    {
      meta: {
        spec: [
          'The base is the relative path when the page runs on a local host, otherwise a fixed production host.',
          'API version path: /api/v1.',
        ],
      },
    },
    () => {
      expect(resolveApiBase('members.example.com', 'https://api.example.com')).toBe(
        'https://api.example.com/api/v1',
      );
      expect(resolveApiBase('members.example.com', 'https://api.example.com//')).toBe(
        'https://api.example.com/api/v1',
      );
    },
  );

  it('falls back to the relative base without a configured origin', () => {
    expect(resolveApiBase('members.example.com', undefined)).toBe('/api/v1');
    expect(resolveApiBase('members.example.com', '  ')).toBe('/api/v1');
  });

  it(
    'uses the page location at runtime (jsdom runs on localhost)',
    {
      meta: {
        spec: ['All calls go to the versioned base path /api/v1', 'API version path: /api/v1.'],
      },
    },
    () => {
      expect(currentApiBase()).toBe('/api/v1');
    },
  );
});
