/**
 * Links of the two video hosts the product supports (YouTube, and Vimeo as the second): the
 * marketing video's normalisation and the training hub's embedded players.
 */

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,}$/;

/** The link as a URL (trimmed), or null when it is missing or does not parse. */
function parseLink(link: string | null | undefined): URL | null {
  if (!link) return null;
  try {
    return new URL(link.trim());
  } catch {
    return null;
  }
}

/**
 * Marketing video normalisation (spec section 5): iframe code gives its src; YouTube watch, short
 * and shorts links become the embed form; a Vimeo page becomes the player form; others are kept.
 */
export function normaliseVideoUrl(input: string): string {
  const value = input.trim();
  const iframe = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(value);
  if (iframe) return iframe[1].trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '').toLowerCase();
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const watchId = url.pathname === '/watch' ? url.searchParams.get('v') : null;
    const shorts = /^\/(?:shorts|live)\/([^/?#]+)/.exec(url.pathname)?.[1];
    const id = watchId ?? shorts;
    if (id && YOUTUBE_ID.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === 'youtu.be') {
    const id = url.pathname.slice(1).split('/')[0];
    if (YOUTUBE_ID.test(id)) return `https://www.youtube.com/embed/${id}`;
  }
  if (host === 'vimeo.com') {
    const id = /^\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1];
    if (id) return `https://player.vimeo.com/video/${id}`;
  }
  return value;
}

/**
 * The training hub embeds links of the second video host (spec section 2): a Vimeo page or
 * player link gives its player URL; anything else (YouTube included) stays a plain link.
 */
export function vimeoPlayerUrl(link: string | null | undefined): string | null {
  const url = parseLink(link);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const id =
    host === 'vimeo.com'
      ? /^\/(?:channels\/[^/]+\/)?(\d+)(?:\/|$)/.exec(url.pathname)?.[1]
      : host === 'player.vimeo.com'
        ? /^\/video\/(\d+)(?:\/|$)/.exec(url.pathname)?.[1]
        : undefined;
  return id ? `https://player.vimeo.com/video/${id}` : null;
}

/**
 * The player URL to put in an iframe, or null: only the two hosts' https embed forms qualify (a
 * YouTube `/embed/{id}`, with or without cookies, or a Vimeo `player.vimeo.com/video/{id}`), which
 * is what normaliseVideoUrl makes of their links. Anything else is shown as a link, never framed.
 */
export function embeddableVideoUrl(link: string | null | undefined): string | null {
  const url = parseLink(link);
  if (!url) return null;
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const youtube =
    (host === 'www.youtube.com' || host === 'youtube.com' || host === 'www.youtube-nocookie.com') &&
    /^\/embed\/[A-Za-z0-9_-]{6,}\/?$/.test(url.pathname);
  const vimeo = host === 'player.vimeo.com' && /^\/video\/\d+\/?$/.test(url.pathname);
  return youtube || vimeo ? url.toString() : null;
}
