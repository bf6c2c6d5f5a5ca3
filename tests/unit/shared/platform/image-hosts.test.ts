import { describe, expect, it } from 'vitest';
import { emulatorOrigin, imageSource } from '../../../../shared/platform/emulator-image-host';
import {
  COMMENT_IMAGE_HOSTS,
  httpsHost,
  isAnimatedImageUrl,
  isCommentImageAllowed,
  PLATFORM_IMAGE_HOSTS,
} from '../../../../shared/platform/image-hosts';

describe("the platform's image hosts", () => {
  it('allows a comment image on the platform’s image hosts only, over https', () => {
    expect(isCommentImageAllowed('https://yt3.ggpht.com/abc=s640')).toBe(true);
    expect(isCommentImageAllowed('https://YT3.googleusercontent.com/abc.png')).toBe(true);
    for (const url of [
      'http://yt3.ggpht.com/abc.png',
      'https://yt3.ggpht.com.evil.example/abc.png',
      'https://evil.example/yt3.ggpht.com/abc.png',
      'https://user@yt3.ggpht.com/abc.png',
      'https://yt3.ggpht.com:8443/abc.png',
      'https://i.ytimg.com/vi/x/default.jpg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '',
    ])
      expect(isCommentImageAllowed(url), url).toBe(false);
  });

  it('reads the host of an https URL with nothing unusual in it', () => {
    expect(httpsHost('https://yt3.ggpht.com')).toBe('yt3.ggpht.com');
    expect(httpsHost('https://yt3.ggpht.com?x=1')).toBe('yt3.ggpht.com');
    expect(httpsHost('https://a b.example/')).toBeUndefined();
  });

  it('keeps the comment hosts among the hosts the page may load images from', () => {
    for (const host of COMMENT_IMAGE_HOSTS) expect(PLATFORM_IMAGE_HOSTS).toContain(host);
  });

  it('knows an animated format by the path’s extension, not by its query', () => {
    expect(isAnimatedImageUrl('https://yt3.ggpht.com/a.GIF')).toBe(true);
    expect(isAnimatedImageUrl('https://yt3.ggpht.com/a.apng?x=1')).toBe(true);
    expect(isAnimatedImageUrl('https://yt3.ggpht.com/a.png?format=.gif')).toBe(false);
    expect(isAnimatedImageUrl('https://yt3.ggpht.com/abc=s640')).toBe(false);
  });
});

describe("an image's source", () => {
  const emulator = 'http://127.0.0.1:4123/youtube/v3';
  it("loads a platform image from the emulator's copy only while the app talks to an emulator", () => {
    expect(emulatorOrigin(emulator)).toBe('http://127.0.0.1:4123');
    expect(imageSource('https://yt3.ggpht.com/comment-images/x.png', emulator)).toBe(
      'http://127.0.0.1:4123/_emulator/v1/image-host/yt3.ggpht.com/comment-images/x.png',
    );
    const real = 'https://youtube.googleapis.com/youtube/v3';
    expect(emulatorOrigin(real)).toBeUndefined();
    expect(imageSource('https://yt3.ggpht.com/comment-images/x.png', real)).toBe(
      'https://yt3.ggpht.com/comment-images/x.png',
    );
  });

  it('leaves any other host as it is, for the screen to refuse', () => {
    expect(imageSource('https://images.example.net/x.png', emulator)).toBe('https://images.example.net/x.png');
    expect(emulatorOrigin('http://127.0.0.1.evil.example/youtube/v3')).toBeUndefined();
  });
});
