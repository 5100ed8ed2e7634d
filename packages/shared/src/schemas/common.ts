import { z } from 'zod';
import { LIMITS } from '../constants.js';

export const errorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const successResponse = z.object({ success: z.literal(true) });

// Ids are 32-bit integers in both databases; a larger one would make PostgreSQL fail (500).
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export type IdParams = z.infer<typeof idParams>;

/**
 * An id in a JSON body (docs/product/operating.md): a JSON integer from 1 up, taken as typed. Text, a
 * boolean, null or a list is refused, never turned into a number (true would be id 1).
 */
export const bodyId = (label: string, what = 'an id') =>
  z
    .number({ message: `${label} must be a number` })
    .int({ message: `${label} must be a whole number` })
    .positive({ message: `${label} must be ${what}` })
    .max(2_147_483_647, { message: `${label} must be ${what}` });

/**
 * A list's `limit` (docs/product/operating.md: a sane default and maximum). Asking for more than the
 * maximum is not an error: the list is capped at the maximum.
 */
export const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .default(fallback)
    .transform((n) => Math.min(n, max));

/** docs/product/operating.md: every list accepts limit and offset with a sane default and maximum. */
export const pageQuery = z.object({
  limit: limitParam(LIMITS.pageMax, LIMITS.pageDefault),
  offset: z.coerce.number().int().min(0).default(0),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** A back-office list (users, blog posts): the whole list at once, up to a larger maximum. */
export const adminPageQuery = pageQuery.extend({ limit: limitParam(LIMITS.adminPageMax, LIMITS.adminPageDefault) });

/** A list's place by id (docs/product/operating.md: a cursor, so a deep page costs what the first does). */
export const beforeIdParam = z.coerce
  .number({ message: 'before must be an id' })
  .int({ message: 'before must be an id' })
  .positive({ message: 'before must be an id' })
  .max(2_147_483_647, { message: 'before must be an id' })
  .optional();

/** A back-office search: the start of a name, number or address, compared without case. */
export const searchParam = z.string().trim().max(100, { message: 'q must be at most 100 characters' }).optional();

/** Timestamps travel as ISO 8601 text in UTC. */
export const isoDate = z.string();

/** An http(s) URL: the only links the site renders (docs/product/content.md). */
export const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const DATA_IMAGE_URL = /^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;
const STORED_IMAGE_URL = /^\/uploads\/images\/[A-Za-z0-9._-]+$/;

/**
 * An image field (docs/product/content.md): an http(s) URL, a data:image URL (stored as a file by the
 * server), the URL of an already stored file, or empty/null for none. Anything else is 400.
 */
export const imageInput = z
  .string()
  .trim()
  .refine((v) => v === '' || HTTP_URL.test(v) || DATA_IMAGE_URL.test(v) || STORED_IMAGE_URL.test(v), {
    message: 'Image must be an http(s) URL or a JPEG, PNG, GIF or WebP image',
  })
  .nullish();

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Must be at most ${max} characters` })
    .nullish();
