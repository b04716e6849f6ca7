import { describe, expect, it } from 'vitest';
import { defuseAutolinks, escapeMarkdown, markdownDestination } from './markdownText';

describe('markdownDestination', () => {
  it.each([
    ['https://example.com/app/#s=1.abc', 'https://example.com/app/#s=1.abc'],
    [
      'https://example.com/?x=)[x](javascript:alert(1))',
      'https://example.com/?x=%29%5Bx%5D%28javascript:alert%281%29%29',
    ],
    ['http://example.com/a b\\c<d>"e\'`', 'http://example.com/a%20b%5Cc%3Cd%3E%22e%27%60'],
    ['file:///C:/app/index.html', 'file:///C:/app/index.html'],
  ])('%s -> %s', (url, expected) => {
    expect(markdownDestination(url)).toBe(expected);
  });

  it('refuses any other scheme', () => {
    expect(markdownDestination('javascript:alert(1)')).toBeNull();
    expect(markdownDestination('data:text/html,<b>')).toBeNull();
  });
});

describe('defuseAutolinks', () => {
  it.each([
    ['https://evil.example', 'https\\://evil.example'],
    ['see ftp://evil.example', 'see ftp\\://evil.example'],
    ['www.evil.example and WWW.evil.example', 'www\\.evil.example and WWW\\.evil.example'],
    ['ops@evil.example', 'ops\u2060@\u2060evil.example'],
    ['Chat rooms: 10 a.m. @ noon', 'Chat rooms: 10 a.m. @ noon'],
    // A mention in a pull request's comment would ping the person or team on every push.
    ['Chat for @ops and @acme/sre-team', 'Chat for @\u2060ops and @\u2060acme/sre-team'],
  ])('%j -> %j', (text, expected) => {
    expect(defuseAutolinks(text)).toBe(expected);
  });
});

describe('escapeMarkdown: the one escaper of every Markdown the page and the command line write', () => {
  it('escapes markup characters and keeps the text on one line', () => {
    expect(escapeMarkdown('*Chat* [rooms](x) <b>\nnext')).toBe(
      '\\*Chat\\* \\[rooms\\](x) &lt;b&gt; next',
    );
    expect(escapeMarkdown('a_b `c` $5 | ~d~ \\ ![i]')).toBe(
      'a\\_b \\`c\\` \\$5 \\| \\~d\\~ \\\\ \\!\\[i\\]',
    );
  });

  it('shows any other control character as its code, which renders as written', () => {
    expect(escapeMarkdown('Chat\u001b[2K\u0007\u009b')).toBe(
      'Chat\\\\u001B\\[2K\\\\u0007\\\\u009B',
    );
  });
});
