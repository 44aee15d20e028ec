import { describe, expect, it } from 'vitest';
import { toVideoEmbedUrl } from './video-embed';

const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0&rel=0';

describe('toVideoEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ?si=abc',
    'https://youtu.be/dQw4w9WgXcQ',
    'http://youtu.be/dQw4w9WgXcQ?t=10',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1',
    '  https://YOUTU.BE/dQw4w9WgXcQ  ',
  ])('converts %s to the embed form with autoplay off', (link) => {
    expect(toVideoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    null,
    '',
    'not a url',
    'https://vimeo.com/76979871',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCdQw4w9WgXcQ',
  ])('does not embed %s', (link) => {
    expect(toVideoEmbedUrl(link)).toBeNull();
  });
});
