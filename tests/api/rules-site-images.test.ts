import {
  ARTICLE_IMAGE_MAX_BYTES, PUBLIC_IMAGE_KINDS, SITE_IMAGE_MIME_TYPES, isOwnSiteImage, isPublicImageName,
} from '../../api/src/rules/site-images';

/** Worked examples of which stored images an academy's public site may show. */
describe('public images', () => {
  it('the logo, calligraphy, academy photo and article images are public; a student\'s photo is not', () => {
    expect(PUBLIC_IMAGE_KINDS).toEqual(['logo', 'calligraphy', 'academyPhoto', 'articleImage']);
    for (const name of ['logo-1b2c.png', 'calligraphy-9f.jpg', 'academyPhoto-a1.webp', 'articleImage-77.gif']) expect(isPublicImageName(name)).toBe(true);
    for (const name of ['studentPhoto-1.jpg', 'signature-2.png', 'avatar-3.png', 'logo.png', 'mylogo-1.png', '']) expect(isPublicImageName(name)).toBe(false);
  });

  it('an article image is at most 1 MB, of four image types', () => {
    expect(ARTICLE_IMAGE_MAX_BYTES).toBe(1_048_576);
    expect(SITE_IMAGE_MIME_TYPES).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
  });
});

describe('images an article may show', () => {
  it('the academy\'s own public uploads', () => {
    expect(isOwnSiteImage('/files/A100/articleImage-3f2a-44b1.png', 'A100')).toBe(true);
    expect(isOwnSiteImage('/files/A100/logo-3f2a_44b1.jpg', 'A100')).toBe(true);
  });

  it('not another academy\'s file, a private one, an outside address or a path that is not exactly a stored file', () => {
    expect(isOwnSiteImage('/files/B200/articleImage-3f2a.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/studentPhoto-3f2a.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('https://example.com/files/A100/logo-1.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/logo-1.png?x=1', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/logo-1.PNG', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/sub/logo-1.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A-100/logo-1.png', 'A-100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/logo-.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/logo-1', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/logo1-1.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files/A100/-1.png', 'A100')).toBe(false);
    expect(isOwnSiteImage('/files//logo-1.png', '')).toBe(false);
    expect(isOwnSiteImage('', 'A100')).toBe(false);
  });
});
