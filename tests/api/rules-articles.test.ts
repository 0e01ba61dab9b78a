import { readFileSync } from 'node:fs';
import path from 'node:path';
import { articlePreview, articleText, hasContent, isAllowedImage, isArticleSubject, sanitizeArticle } from '../../api/src/rules/articles';

const CODE = '123456';
const clean = (html: string) => sanitizeArticle(html, CODE);

describe('isArticleSubject (spec doc 2 §3: about or notice)', () => {
  it('takes the two subjects only', () => {
    expect(isArticleSubject('about')).toBe(true);
    expect(isArticleSubject('notice')).toBe(true);
    expect(isArticleSubject('news')).toBe(false);
    expect(isArticleSubject('NOTICE')).toBe(false);
    expect(isArticleSubject(undefined)).toBe(false);
  });
});

describe('sanitizeArticle: the allow-list of article HTML', () => {
  it('keeps headings, paragraphs, lists, bold, italic, underline and safe links', () => {
    const html = '<h2>শিরোনাম</h2><p><strong>মোটা</strong> <em>বাঁকা</em> <u>দাগ</u></p><ul><li>এক</li></ul><ol><li>দুই</li></ol>'
      + '<p><a href="https://example.org/x">লিংক</a> <a href="mailto:office@example.org">মেইল</a></p>';
    expect(clean(html)).toBe('<h2>শিরোনাম</h2><p><strong>মোটা</strong> <em>বাঁকা</em> <u>দাগ</u></p><ul><li>এক</li></ul><ol><li>দুই</li></ol>'
      + '<p><a href="https://example.org/x" rel="noopener noreferrer nofollow">লিংক</a> <a href="mailto:office@example.org" rel="noopener noreferrer nofollow">মেইল</a></p>');
  });

  it('drops scripts and styles with their text, and every on* and style attribute', () => {
    expect(clean('<p onclick="alert(1)" style="color:red" class="x">hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>hi</p>');
    expect(clean('<img src="/files/123456/articleImage-a1b2.png" onerror="alert(1)" alt="a">')).toBe('<img src="/files/123456/articleImage-a1b2.png" alt="a" />');
    expect(clean('<svg onload="alert(1)"><circle /></svg><iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(clean('<form action="https://evil.test"><input name="p"><button>go</button></form>')).toBe('go');
    // The parser's view and the browser's must not differ: whatever survives has no image, handler or title.
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>')).not.toMatch(/img|onerror|title/);
    expect(clean('<math><mi xlink:href="javascript:alert(1)">x</mi></math>')).toBe('x');
  });

  it('links only to http, https or mailto; a javascript:, data: or relative link keeps its text only', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="//evil.test/x">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="https://ok.test" target="_blank" rel="opener">x</a>')).toBe('<a href="https://ok.test" rel="noopener noreferrer nofollow">x</a>');
  });

  it("images only from the academy's own public uploads (issue 22 item 8: the page's CSP shows no outside image)", () => {
    expect(clean('<img src="/files/123456/articleImage-0b7e5a2c-1d4f-4c3a-9e8b-2f6a7c1d9e00.webp" alt="ভবন">'))
      .toBe('<img src="/files/123456/articleImage-0b7e5a2c-1d4f-4c3a-9e8b-2f6a7c1d9e00.webp" alt="ভবন" />');
    expect(clean('<img src="/files/123456/academyPhoto-5f0c.png">')).toBe('<img src="/files/123456/academyPhoto-5f0c.png" />');
    expect(clean('<img src="/files/123456/logo-a1b2.jpg" alt="logo">')).toBe('<img src="/files/123456/logo-a1b2.jpg" alt="logo" />');
    // Another academy's image, even its public one, is dropped.
    expect(clean('<img src="/files/654321/academyPhoto-5f0c.png"><p>x</p>')).toBe('<p>x</p>');
    expect(clean('<p>x</p><img src="/files/654321/articleImage-5f0c.png">')).toBe('<p>x</p>');
    // Outside images are dropped (not refused): http, https, our own files under another host.
    expect(clean('<p>a</p><img src="https://example.org/a.png" alt="a"><img src="http://example.org/b.jpg"><img src="HTTPS://EXAMPLE.ORG/C.GIF">')).toBe('<p>a</p>');
    expect(clean('<img src="https://talim.example/files/123456/articleImage-5f0c.png"><p>b</p>')).toBe('<p>b</p>');
    expect(clean('<p><img src="http://example.org/a.png">text</p>')).toBe('<p>text</p>');
    // A student's photo or a signature is served only to signed-in users: never in an article.
    expect(clean('<img src="/files/123456/studentPhoto-5f0c.png"><img src="/files/123456/signature-1.png">')).toBe('');
    expect(clean('<img src="/files/123456/../../etc/passwd">')).toBe('');
    expect(clean('<img src="data:image/png;base64,AAAA">')).toBe('');
    expect(clean('<img src="javascript:alert(1)">')).toBe('');
    expect(clean('<img src="//evil.test/a.png">')).toBe('');
    expect(isAllowedImage('http://example.org/a.jpg', CODE)).toBe(false);
    expect(isAllowedImage('https://example.org/a.jpg', CODE)).toBe(false);
    expect(isAllowedImage('/files/123456/articleImage-5f0c.png', CODE)).toBe(true);
    expect(isAllowedImage('/files/123456/articleImage-5f0c.png?x=https://e.org', CODE)).toBe(false);
    expect(isAllowedImage('/files/123456/.hidden', CODE)).toBe(false);
  });

  it('h1 becomes h2 (the page title is the h1); unknown tags keep their text', () => {
    expect(clean('<h1>a</h1><h6>b</h6><div><span>c</span></div>')).toBe('<h2>a</h2><h4>b</h4>c');
    expect(clean('<h5>e</h5>')).toBe('<h4>e</h4>');
  });

  it('keeps every other tag of the allow-list: h3, line breaks, b, i, s, quotes and rules', () => {
    expect(clean('<h3>a</h3><p>a<br>b</p><p><b>b</b><i>i</i><s>s</s></p><blockquote>q</blockquote><hr>'))
      .toBe('<h3>a</h3><p>a<br />b</p><p><b>b</b><i>i</i><s>s</s></p><blockquote>q</blockquote><hr />');
  });

  it('an http link is kept like an https one; spaces around a link are trimmed', () => {
    expect(clean('<a href="http://example.org/x">x</a>')).toBe('<a href="http://example.org/x" rel="noopener noreferrer nofollow">x</a>');
    expect(clean('<a href=" https://ok.test/ ">x</a>')).toBe('<a href="https://ok.test/" rel="noopener noreferrer nofollow">x</a>');
    // The scheme is checked at the start: a javascript: link that mentions an https address is still dropped, rel too.
    expect(clean(`<a href="javascript:alert('https://x')">x</a>`)).toBe('<a>x</a>');
    expect(clean('<a href="javascript:void(0)//mailto:x@y.z">x</a>')).toBe('<a>x</a>');
    expect(clean('<a>x</a>')).toBe('<a>x</a>');
  });

  it("an own image's address with spaces around it is still the own image", () => {
    expect(clean('<img src=" /files/123456/articleImage-5f0c.png " alt="a">')).toBe('<img src=" /files/123456/articleImage-5f0c.png " alt="a" />');
  });

  it('the result has no surrounding white space', () => {
    expect(clean(' \n<p>x</p>\n ')).toBe('<p>x</p>');
  });
});

describe('articlePreview (spec doc 2 §9: 100 characters)', () => {
  it('is the plain text, blocks separated by spaces, entities decoded', () => {
    expect(articleText('<h2>নোটিশ</h2><p>A &amp; B &lt;C&gt;</p><ul><li>এক</li><li>দুই</li></ul>')).toBe('নোটিশ A & B <C> এক দুই');
  });

  it('a line break or a rule, in any spelling, is a space; runs of spaces are one', () => {
    expect(articleText('a<br>b<br/>c<br />d<hr>e<hr/>f<hr />g')).toBe('a b c d e f g');
    expect(articleText(clean('<p>a<br>b</p><hr><p>c</p>'))).toBe('a b c');
    expect(articleText('<p>a  \n  b</p>')).toBe('a b');
    expect(articleText(clean('<p>"a" \'b\' c&nbsp;d</p>'))).toBe('"a" \'b\' c d');
  });

  it('cuts at 100 characters with an ellipsis, counting a Bengali conjunct as one', () => {
    const long = `<p>${'ক'.repeat(150)}</p>`;
    expect(articlePreview(long)).toBe(`${'ক'.repeat(100)}…`);
    expect(articlePreview(`<p>${'x'.repeat(100)}</p>`)).toBe('x'.repeat(100));
    // A cut right after a space leaves no space before the ellipsis.
    expect(articlePreview(`<p>${'x'.repeat(99)} ${'y'.repeat(10)}</p>`)).toBe(`${'x'.repeat(99)}…`);
    expect(articlePreview('<p>ab cd</p>', 3)).toBe('ab…');
    const conjuncts = 'ক্ষ'.repeat(101);
    expect(articlePreview(`<p>${conjuncts}</p>`)).toBe(`${'ক্ষ'.repeat(100)}…`);
  });

  it('hasContent: text or an image counts; empty paragraphs do not', () => {
    expect(hasContent(clean('<p> </p><p><br></p>'))).toBe(false);
    expect(hasContent(clean('<script>x</script>'))).toBe(false);
    expect(hasContent(clean('<p>text</p>'))).toBe(true);
    expect(hasContent(clean('<img src="/files/123456/articleImage-5f0c.png">'))).toBe(true);
    expect(hasContent(clean('<img src="https://example.org/a.png">'))).toBe(false);
  });
});

describe('the article rules import nothing but rules (DESIGN.md §2)', () => {
  it.each(['articles.ts', 'site-images.ts'])('%s', (file) => {
    const text = readFileSync(path.join(__dirname, '../../api/src/rules', file), 'utf8');
    const from = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'|\brequire\(\s*'([^']+)'/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    // sanitize-html is the one package the server's allow-list is built on; every other import is a rule.
    expect(from.filter((f) => f !== 'sanitize-html' && !/^\.\/[\w-]+$/.test(f))).toEqual([]);
  });
});
