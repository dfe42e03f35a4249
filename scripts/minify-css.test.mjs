import { describe, expect, it } from 'vitest';
import { minifyCss } from './minify-css.mjs';

describe('minifyCss', () => {
  it('drops comments, including ones holding quotes, and collapses whitespace', () => {
    expect(minifyCss('/* a "quoted" note */\n.a {\n  color: red;\n}\n')).toBe('.a{color:red}');
  });

  it('keeps strings, descendant pseudo-classes, calc operators and media keywords intact', () => {
    const css = `.a :focus, .b > .c { font-family: 'Segoe  UI', x; width: calc(1px + 2px); }
@media (min-width: 768px) and (max-width: 900px) { .d:hover { color: red; } }`;
    expect(minifyCss(css)).toBe(
      ".a :focus,.b>.c{font-family:'Segoe  UI',x;width:calc(1px + 2px)}" +
        '@media (min-width:768px) and (max-width:900px){.d:hover{color:red}}',
    );
  });

  it('keeps a comment marker inside a string', () => {
    expect(minifyCss('.a::after { content: "/* not a comment */"; }')).toBe('.a::after{content:"/* not a comment */"}');
  });
});
