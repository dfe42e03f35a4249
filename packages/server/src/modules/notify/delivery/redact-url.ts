/** A connection URL safe to log: user name and password replaced, query (which may hold secrets) dropped. */
export function redactUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return '[invalid URL]';
  }
  if (url.username !== '') url.username = '***';
  if (url.password !== '') url.password = '***';
  url.search = '';
  url.hash = '';
  return url.toString();
}

/** Removes every credential of `url` from `text` (error messages sometimes echo what they were given). */
export function redactSecrets(text: string, url: string): string {
  let redacted = text;
  try {
    const parsed = new URL(url);
    const secrets = [
      url,
      parsed.password,
      decodeURIComponent(parsed.password),
      parsed.username,
      decodeURIComponent(parsed.username),
    ];
    for (const secret of secrets) {
      // Short fragments would redact ordinary words; user names and passwords shorter than 3 are not secrets worth it.
      if (secret.length >= 3) redacted = redacted.replaceAll(secret, '***');
    }
  } catch {
    // An unparsable URL never reached nodemailer, so no message can contain it.
  }
  return redacted;
}
