import { z } from 'zod';
import { HTTP_URL } from '../schemas/common.js';

// docs/product/back-office.md: four settings travel as JSON text. These are their structures; the
// server rejects text that does not parse to them (docs/product/content.md).
export const homeOffer = z.object({
  title: z.string().trim().max(120),
  desc: z.string().trim().max(600),
});
export const homeOffers = z.array(homeOffer).max(24);
export type HomeOffer = z.infer<typeof homeOffer>;

// Rendered as links on the public contact page: only http(s) (docs/product/content.md's rule for URLs).
const socialUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || HTTP_URL.test(v), { message: 'Social links must be http(s) URLs' })
  .optional()
  .default('');

export const contactSocials = z.object({
  facebook: socialUrl,
  twitter: socialUrl,
  instagram: socialUrl,
  linkedin: socialUrl,
});
export type ContactSocials = z.infer<typeof contactSocials>;

export const faqEntry = z.object({ q: z.string().trim().max(500), a: z.string().trim().max(4000) });
export const faqList = z.array(faqEntry).max(50);
export type FaqEntry = z.infer<typeof faqEntry>;

export const smtpConfig = z.object({
  host: z.string().trim().max(255).default(''),
  port: z.number({ message: 'port must be a number' }).int().min(0).max(65535).default(587),
  secure: z.boolean().default(false),
  /**
   * docs/product/content.md: mail to a server not on this machine goes over TLS (STARTTLS required, or
   * a TLS port) unless an administrator unticks 'Require TLS' for that server.
   */
  require_tls: z.boolean().default(true),
  user: z.string().trim().max(255).default(''),
  pass: z.string().max(1000).default(''),
});
export type SmtpConfig = z.infer<typeof smtpConfig>;

/** A JSON-text field whose text must parse to `structure`. */
const jsonTextOnly = <T extends z.ZodType>(name: string, structure: T) =>
  z
    .string()
    .max(100_000)
    .superRefine((text, ctx) => {
      if (text.trim() === '') return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be valid JSON text` });
        return;
      }
      const result = structure.safeParse(parsed);
      if (!result.success) {
        const inner = result.error.issues[0];
        const where = inner && inner.path.length ? ` (${inner.path.join('.')}: ${inner.message})` : '';
        ctx.addIssue({ code: 'custom', message: `${name} does not have the expected structure${where}` });
      }
    });

/**
 * The documents send these four as JSON text; a structured value (an array or object) is
 * accepted too and stored as its JSON text, so a client that skips the stringify still works.
 */
export const jsonText = <T extends z.ZodType>(name: string, structure: T) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'object' || value === null) return value;
      try {
        return JSON.stringify(value);
      } catch {
        // Nesting too deep to write back (a RangeError, at a depth that varies with the stack).
        ctx.addIssue({ code: 'custom', message: `${name} does not have the expected structure` });
        return z.NEVER;
      }
    },
    jsonTextOnly(name, structure),
  );

/** Parses a JSON-text setting for display, falling back when it is empty or broken. */
export function parseJsonSetting<T extends z.ZodType>(
  textValue: string | undefined | null,
  structure: T,
  fallback: z.infer<T>,
): z.infer<T> {
  if (!textValue) return fallback;
  try {
    const result = structure.safeParse(JSON.parse(textValue));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}
