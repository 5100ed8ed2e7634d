// Who sees which settings (docs/product/content.md): the public read never holds smtp_config; the back
// office gets smtp_config without its password.
// Which keys are public is the registry's `audience` (packages/shared settings/registry.ts).

/** The SMTP password never leaves the server, not even to an administrator. */
export function withoutSmtpPassword<T extends { pass?: string }>(smtp: T): Omit<T, 'pass'> {
  const { pass: _pass, ...rest } = smtp;
  return rest;
}
