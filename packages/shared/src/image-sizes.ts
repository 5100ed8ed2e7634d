// Stored images (/uploads/images/<hash>.<ext>, at most 1200 px, docs/product/content.md) are also served
// narrower, for pages that show them small: /uploads/sized/<width>/<hash>.<ext>, made by the
// server from the original on first request and kept. A picture's srcset lists them, so a
// phone downloads a 480 px picture for a 360 px card instead of the whole original.
export const IMAGE_WIDTHS = [480, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width an original may have at most (the server's re-encoding bound). */
export const STORED_IMAGE_MAX_WIDTH = 1200;

/** A stored image's file name (content hash and extension), as the stored URL ends. */
export const STORED_IMAGE_NAME = /^[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;
const STORED_URL = /^\/uploads\/images\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;

export const isImageWidth = (value: number): value is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(value);

/** The narrower copy of a stored image's URL; null for any other URL (http(s), data, none). */
export function sizedImageUrl(url: string | null | undefined, width: ImageWidth): string | null {
  const name = url ? STORED_URL.exec(url)?.[1] : undefined;
  return name ? `/uploads/sized/${width}/${name}` : null;
}

/**
 * A srcset for a stored image (`prefix` puts the API host before each URL); undefined for any
 * other URL, which is shown as it is.
 */
export function storedImageSrcSet(url: string | null | undefined, prefix: (path: string) => string = (path) => path): string | undefined {
  if (!url || !STORED_URL.test(url)) return undefined;
  const sized = IMAGE_WIDTHS.map((width) => `${prefix(sizedImageUrl(url, width)!)} ${width}w`);
  return [...sized, `${prefix(url)} ${STORED_IMAGE_MAX_WIDTH}w`].join(', ');
}
