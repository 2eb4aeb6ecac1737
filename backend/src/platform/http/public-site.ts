import type { Request, Response } from 'express';

/** At most this many addresses in one sitemap file (the sitemaps protocol's bound); more make a sitemap index. */
export const SITEMAP_FILE_LIMIT = 50_000;

/** What a public page says of itself in its head: its title, a description and its one address. */
export type PageHead = { title: string; description: string; path: string };

/** Some of the public addresses, by position, and how many there are (ListPublicJobAddressesQuery and the like). */
export type AddressSource = {
  /** The address of an item: /jobs/{id}. */
  path: (id: string) => string;
  page(offset: number, limit: number): Promise<{ total: number; items: { id: string; updatedAt?: string }[] }>;
};

/**
 * The pages a visitor who is not signed in may read (decision 0061), as the composition root knows
 * them: each one's head, and the addresses the sitemap lists. The platform knows no context.
 */
export type PublicSite = {
  /** The head of the public page at the path; null when it shows nothing to a visitor (a 404), undefined when the path is no public page. */
  head(path: string): Promise<PageHead | null | undefined>;
  /** The addresses to list after the fixed public pages, in order. */
  sources: readonly AddressSource[];
};

/** The fixed public pages: the landing page, the job board, the freelancer directory. */
const FIXED_PAGES = ['/', '/jobs', '/freelancers'];

/** The signed-in screens and what is no page: a search engine has nothing to read there (robots.txt). */
const DISALLOWED = [
  '/api/',
  '/ws',
  '/admin',
  '/messages',
  '/settings',
  '/applications',
  '/contracts',
  '/my-jobs',
  '/jobs/new',
  '/verification',
  '/login',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email',
  '/unsubscribe',
  '/profile$',
];

/** robots.txt: the public pages are open, the signed-in screens and the API closed, and the sitemap named. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /jobs',
    'Allow: /profile/',
    'Allow: /freelancers',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    // A job's own screens under /jobs/{id}/ (apply, applications) are signed-in ones.
    'Disallow: /jobs/*/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sitemap's files: /sitemap.xml lists every public address while there are at most
 * SITEMAP_FILE_LIMIT; past that it is an index of /sitemap-1.xml, /sitemap-2.xml, … each holding
 * that many. Undefined for a file that does not exist.
 */
export async function sitemapFile(site: PublicSite, publicUrl: string, part: number | null): Promise<string | undefined> {
  const totals = await Promise.all(site.sources.map((source) => source.page(0, 0).then(({ total }) => total)));
  const count = FIXED_PAGES.length + totals.reduce((sum, total) => sum + total, 0);
  const files = Math.ceil(count / SITEMAP_FILE_LIMIT);
  if (part === null && files > 1) {
    const entries = Array.from({ length: files }, (_, i) => `<sitemap><loc>${publicUrl}/sitemap-${i + 1}.xml</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
  }
  const index = part ?? 1;
  if (index < 1 || index > Math.max(files, 1) || (part !== null && files <= 1 && part !== 1)) return undefined;
  // The addresses from `start` on, across the fixed pages and then each source in turn.
  let start = (index - 1) * SITEMAP_FILE_LIMIT;
  let room = SITEMAP_FILE_LIMIT;
  const urls: string[] = [];
  const url = (path: string, updatedAt?: string) =>
    `<url><loc>${escapeXml(publicUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt}</lastmod>` : ''}</url>`;
  for (const path of FIXED_PAGES.slice(start, start + room)) urls.push(url(path));
  room -= urls.length;
  start = Math.max(0, start - FIXED_PAGES.length);
  for (const [i, source] of site.sources.entries()) {
    if (room === 0) break;
    if (start >= totals[i]) {
      start -= totals[i];
      continue;
    }
    const { items } = await source.page(start, room);
    for (const item of items) urls.push(url(source.path(item.id), item.updatedAt));
    room -= items.length;
    start = 0;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

const SITEMAP_PATH = /^\/sitemap(?:-(\d{1,6}))?\.xml$/;

/** Serves /robots.txt and the sitemap's files; anything else goes on. */
export function publicSiteFiles(site: PublicSite, publicUrl: string) {
  return (req: Request, res: Response, next: (error?: unknown) => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/robots.txt') {
      res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(robotsTxt(publicUrl));
      return;
    }
    const sitemap = SITEMAP_PATH.exec(req.path);
    if (!sitemap) return next();
    sitemapFile(site, publicUrl, sitemap[1] === undefined ? null : Number(sitemap[1])).then((file) => {
      if (file === undefined) {
        res.status(404).type('text/plain').send('No such sitemap');
        return;
      }
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
      res.send(file);
    }, next);
  };
}

/** Writes the page's own title, description and canonical address into a page's head. */
export function withHead(page: string, head: PageHead, publicUrl: string): string {
  const text = (value: string) => value.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${text(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*" ?\/?>/, () => `<meta name="description" content="${text(head.description)}" />`)
    .replace('</head>', () => `<link rel="canonical" href="${text(publicUrl + head.path)}" /></head>`);
}
