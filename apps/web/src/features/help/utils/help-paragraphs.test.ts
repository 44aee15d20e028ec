import { describe, expect, it } from 'vitest';
import { helpParagraphs } from './help-paragraphs';

describe('helpParagraphs', () => {
  it('keeps each answer its own paragraph', () => {
    expect(
      helpParagraphs(
        '<p><b>How do I deposit?</b> Open the wallet.</p><p><b>I forgot my password.</b> Use "Forgot password".</p>',
      ),
    ).toEqual(['How do I deposit? Open the wallet.', 'I forgot my password. Use "Forgot password".']);
  });

  it('splits on line breaks and blank lines, decodes the common entities, drops empty parts', () => {
    expect(helpParagraphs('One &amp; two<br/>three\n\nfour<p> </p>')).toEqual(['One & two', 'three', 'four']);
  });

  it('never lets markup through', () => {
    expect(helpParagraphs('<p>Hi<script>alert(1)</script></p>')).toEqual(['Hialert(1)']);
  });
});
