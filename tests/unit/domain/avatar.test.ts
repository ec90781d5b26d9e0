import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickAvatarUrl, safeHttpUrl, safeImageUrl } from '@/domain/avatar';
import { anyInput, isHttpOrDataImage, RUNS } from './arbitraries';

const PNG = 'https://cdn.example.com/a.png';
const DATA_PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs, trimmed', () => {
    expect(safeHttpUrl(' https://meet.example.com/x?y=1 ')).toBe('https://meet.example.com/x?y=1');
    expect(safeHttpUrl('http://localhost:3000/a')).toBe('http://localhost:3000/a');
    expect(safeHttpUrl('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
  });

  it('rejects other schemes, relative paths and non-strings', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/a.png',
      'www.example.com',
      'ftp://example.com/a',
      'http:example.com',
      'http://',
      '',
      null,
      42,
      { url: PNG },
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('safeImageUrl', () => {
  it('accepts http(s) and data:image URLs', () => {
    expect(safeImageUrl(PNG)).toBe(PNG);
    expect(safeImageUrl(` ${DATA_PNG} `)).toBe(DATA_PNG);
    expect(safeImageUrl('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
  });

  it('rejects other data URLs and scripts', () => {
    expect(safeImageUrl('data:text/html,<script>1</script>')).toBeNull();
    expect(safeImageUrl('data:image')).toBeNull();
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('pickAvatarUrl', () => {
  it(
    'looks in profile_image_url, profile_image, avatar_url, avatar in that order',
    {
      meta: {
        spec: [
          'An avatar URL can be found in profile_image_url, profile_image, avatar_url or avatar',
        ],
      },
    },
    () => {
      expect(
        pickAvatarUrl({
          avatar: 'https://d/4',
          avatar_url: 'https://c/3',
          profile_image: 'https://b/2',
        }),
      ).toBe('https://b/2');
      expect(
        pickAvatarUrl({ profile_image_url: 'https://a/1', profile_image: 'https://b/2' }),
      ).toBe('https://a/1');
      expect(pickAvatarUrl({ avatar: 'https://d/4' })).toBe('https://d/4');
    },
  );

  it('skips unusable values and tries the next key', () => {
    expect(pickAvatarUrl({ profile_image_url: '/relative.png', avatar_url: PNG })).toBe(PNG);
    expect(pickAvatarUrl({ profile_image: 'javascript:alert(1)', avatar: DATA_PNG })).toBe(
      DATA_PNG,
    );
  });

  it(
    'takes the first usable element of a list',
    {
      meta: {
        spec: ['each as a string, a list, or an object with url, secure_url, path or data.url.'],
      },
    },
    () => {
      expect(pickAvatarUrl({ profile_image: [null, 'nope', PNG, 'https://x/2'] })).toBe(PNG);
      expect(pickAvatarUrl({ avatar: [{ url: PNG }] })).toBe(PNG);
    },
  );

  it(
    'reads url, secure_url, path or data.url of an object',
    {
      meta: {
        spec: ['each as a string, a list, or an object with url, secure_url, path or data.url.'],
      },
    },
    () => {
      expect(pickAvatarUrl({ profile_image: { url: PNG } })).toBe(PNG);
      expect(pickAvatarUrl({ profile_image: { url: null, secure_url: PNG } })).toBe(PNG);
      expect(pickAvatarUrl({ avatar: { path: PNG } })).toBe(PNG);
      expect(pickAvatarUrl({ avatar: { data: { url: PNG } } })).toBe(PNG);
    },
  );

  it('returns null when nothing usable is found', () => {
    expect(pickAvatarUrl({})).toBeNull();
    expect(pickAvatarUrl(null)).toBeNull();
    expect(pickAvatarUrl(PNG)).toBeNull();
    expect(pickAvatarUrl({ avatar: { path: '/uploads/x.png' } })).toBeNull();
  });

  it('never throws and only returns null or http(s)/data:image URLs', () => {
    fc.assert(
      fc.property(anyInput, (raw) => {
        for (const url of [pickAvatarUrl(raw), safeImageUrl(raw), safeHttpUrl(raw)]) {
          expect(url === null || isHttpOrDataImage(url)).toBe(true);
        }
        const http = safeHttpUrl(raw);
        expect(http === null || /^https?:\/\//i.test(http)).toBe(true);
      }),
      RUNS,
    );
  });

  it('never returns anything but http(s)/data:image for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('url', 'path', 'secure_url'), (text, key) => {
        const url = pickAvatarUrl({ avatar: [{ [key]: text }], profile_image: text });
        expect(url === null || isHttpOrDataImage(url)).toBe(true);
      }),
      RUNS,
    );
  });
});
