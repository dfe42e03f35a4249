/**
 * A conservative CSS minifier: drops comments and collapses whitespace outside strings; removes it
 * around braces, semicolons, commas and child combinators and after colons (never before one, so
 * `.a :focus` keeps its descendant meaning); `+`, `-` and `~` keep their spaces (calc, combinators).
 */
export function minifyCss(css) {
  const token = /\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g;
  const squeeze = (text) =>
    text
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,>])\s*/g, '$1')
      .replace(/:\s+/g, ':');
  let out = '';
  let last = 0;
  for (const match of css.matchAll(token)) {
    out += squeeze(css.slice(last, match.index));
    if (!match[0].startsWith('/*')) out += match[0];
    last = match.index + match[0].length;
  }
  out += squeeze(css.slice(last));
  return out.replace(/;}/g, '}').trim();
}
