/**
 * What Googlebot may fetch under the file itself (issue 23 §2): the stylesheets, scripts and
 * images pages load (blocks-resources), the sitemaps the file lists (sitemap-blocked), and a
 * search crawler shut out (blocks-everything).
 */
import { describe, expect, it } from 'vitest';
import { sayText, checkCrawler, diagnose, parseRobots } from '../index.ts';
import type { DiagnosticCode, Profile } from '../types.ts';

const found = (text: string, code: DiagnosticCode) => diagnose(parseRobots(text)).filter((d) => d.code === code);

describe('blocks-resources', () => {
  it('flags the rules that keep Googlebot from every stylesheet or script, or a folder of them', () => {
    for (const rule of ['/*.css', '/*.js$', '*.js', '/assets/', '/static', '/wp-includes/', '/js/*.js', '/wp-content/', '/wp-content/plugins/', '/wp-content/themes/', '/WP-Content/Themes', '/_next/', '/blog/_next/', '/wp-content/plugins/*']) {
      const [d, ...rest] = found(`User-agent: *\nDisallow: ${rule}\n`, 'blocks-resources');
      expect(rest, rule).toEqual([]);
      expect(d?.severity, rule).toBe('warning');
      expect(sayText(d.say), rule).toContain('Google renders a page with the files it loads');
    }
  });

  it('flags a rule for every image, or a folder of them, as a note: only how pages look suffers', () => {
    for (const rule of ['/*.png', '/*.JPG$', '*.webp', '/images/', '/img', '/Images/', '/static/img/', '/assets/*.svg']) {
      const [d, ...rest] = found(`User-agent: *\nDisallow: ${rule}\n`, 'blocks-resources');
      expect(rest, rule).toEqual([]);
      expect(d?.severity, rule).toBe('info');
    }
    // The folder's or type's own last name tells which: a script type in an image folder is a script.
    expect(found('User-agent: *\nDisallow: /images/*.js\n', 'blocks-resources')[0]?.severity).toBe('warning');
  });

  it('says nothing where an Allow opens the files again, for one named file, or for a rule Googlebot does not obey', () => {
    const quiet = [
      'User-agent: *\nDisallow: /wp-includes/\nAllow: /wp-includes/*.css\nAllow: /wp-includes/*.js\nAllow: /wp-includes/*.png\n',
      'User-agent: *\nDisallow: /static/ab_test.js\n', // one file: a choice
      'User-agent: *\nDisallow: /scripts/\n', // server scripts as often as page scripts
      'User-agent: *\nDisallow: /plugins/\n', // not WordPress's: as often server-side
      'User-agent: *\nDisallow: /themes/\n',
      'User-agent: *\nDisallow: /app/plugins/\n',
      'User-agent: *\nDisallow: /next/\n', // not Next.js's /_next/
      'User-agent: *\nDisallow: /wp-content/uploads/\n', // images a post shows, not the page's own files
      'User-agent: GPTBot\nDisallow: /*.js\n', // not Googlebot's group
      'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /*.css\n', // Googlebot reads its own group
    ];
    for (const text of quiet) expect(found(text, 'blocks-resources'), text).toEqual([]);
  });

  it('asks each reading which rule decides: the longest match, or the first where the 1996 draft reads the file', () => {
    // A shorter rule cannot outweigh the folder's under the longest match; read first, it decides.
    const text = 'User-agent: *\nAllow: /a\nDisallow: /a/assets/\nAllow: /b/*\nDisallow: /b/*/static/\n';
    const lines = (profile: Profile) => diagnose(parseRobots(text, { profile })).filter((d) => d.code === 'blocks-resources').map((d) => d.line);
    expect(lines('google')).toEqual([3, 5]);
    expect(lines('draft1996')).toEqual([]);
  });

  it('the verdict behind it is the engine\'s: Googlebot may not fetch /assets/site.css', () => {
    const text = 'User-agent: *\nDisallow: /assets/\n';
    expect(checkCrawler(parseRobots(text), 'Googlebot', 'https://e.com/assets/site.css').allowed).toBe(false);
    expect(found(text, 'blocks-resources')).toHaveLength(1);
  });
});

describe('sitemap-blocked', () => {
  it('names the rule that blocks the sitemap and the host it takes the file to be for', () => {
    const [d] = found('User-agent: *\nDisallow: /*.xml$\n\nSitemap: https://www.example.com/sitemap.xml\n', 'sitemap-blocked');
    expect(d.line).toBe(4);
    expect(sayText(d.say)).toContain('line 2 ("Disallow: /*.xml$") blocks it');
    expect(sayText(d.say)).toContain('robots.txt of www.example.com');
  });

  it('leaves alone a sitemap Googlebot may fetch, one on another host than most, a tie of hosts, and a relative URL', () => {
    const quiet = [
      'User-agent: *\nDisallow: /private/\nSitemap: https://e.com/sitemap.xml\n',
      'User-agent: *\nDisallow: /s2\nSitemap: https://e.com/a.xml\nSitemap: https://e.com/b.xml\nSitemap: https://cdn.e.net/s2/c.xml\n',
      'User-agent: *\nDisallow: /s2\nSitemap: https://e.com/s2/a.xml\nSitemap: https://cdn.e.net/s2/c.xml\n',
      'User-agent: *\nDisallow: /\nSitemap: /sitemap.xml\n', // sitemap-url says what is wrong with it
      'User-agent: Googlebot\nAllow: /s/\n\nUser-agent: *\nDisallow: /s/\nSitemap: https://e.com/s/a.xml\n',
    ];
    for (const text of quiet) expect(found(text, 'sitemap-blocked'), text).toEqual([]);
  });
});

describe('blocks-everything', () => {
  it('is a warning for * and Googlebot, a note naming the crawler and its operator for another search crawler', () => {
    expect(found('User-agent: Googlebot\nDisallow: /\n', 'blocks-everything')[0].severity).toBe('warning');
    const [d] = found('User-agent: bingbot\nUser-agent: YandexBot\nDisallow: /\n', 'blocks-everything');
    expect(d.severity).toBe('info');
    expect(sayText(d.say)).toContain('bingbot and YandexBot');
    expect(sayText(d.say)).toContain('the search crawlers of Microsoft and Yandex');
    expect(found('User-agent: GPTBot\nDisallow: /\n', 'blocks-everything')).toEqual([]);
  });

  it('notes a group every Yandex robot obeys (User-agent: Yandex) shutting out Yandex\'s search crawlers, as it does bingbot', () => {
    // Yandex: "User-agent: Yandex # will be used by all Yandex bots" (robot-workings/user-agent).
    const [d, ...rest] = found('User-agent: Yandex\nDisallow: /\n', 'blocks-everything');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'info', line: 2 });
    expect(sayText(d.say)).toBe('This blocks every URL for YandexBot, YandexImages, YandexMobileBot, YandexNews and YandexMedia: the search crawlers of Yandex, so the site drops out of their search results. Often meant, for a search engine a site does not want; check that it is.');
    expect(checkCrawler(parseRobots('User-agent: Yandex\nDisallow: /\n'), 'YandexBot', '/').allowed).toBe(false);
    // YandexBot with a group of its own does not read Yandex's: it is not named.
    const own = found('User-agent: Yandex\nDisallow: /\n\nUser-agent: YandexBot\nAllow: /\n', 'blocks-everything');
    expect(own.map((x) => sayText(x.say))).toEqual([expect.stringMatching(/^This blocks every URL for YandexImages, YandexMobileBot, YandexNews and YandexMedia: /)]);
    const [bing] = found('User-agent: Bingbot\nDisallow: /\n', 'blocks-everything');
    expect(bing.severity).toBe('info');
    expect(sayText(bing.say)).toMatch(/^This blocks every URL for bingbot: the search crawler of Microsoft, so the site drops out of its search results\./);
    // A group whose rules open the site again says so; one Yandex's robots all have groups for says nothing.
    expect(sayText(found('User-agent: Yandex\nDisallow: /\nAllow: /news/\n', 'blocks-everything')[0].say)).toContain('YandexMedia except what the Allow rules open');
    const all = ['YandexBot', 'YandexImages', 'YandexMobileBot', 'YandexNews', 'YandexMedia'].map((t) => `User-agent: ${t}\nAllow: /\n`).join('\n');
    expect(found(`User-agent: Yandex\nDisallow: /\n\n${all}`, 'blocks-everything')).toEqual([]);
  });
});
