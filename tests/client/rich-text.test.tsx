import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../src/client/components/ui/rich-text.tsx';
import { segmentRichText } from '../../src/client/lib/rich-text.ts';

describe('rich text segments', () => {
  it('finds web addresses and hashtags, keeping every character in order', () => {
    const text = 'Notes at https://law.ug.edu.gh/notes?id=2#top and example.com #Torts!';
    const segments = segmentRichText(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'Notes at ' },
      { kind: 'link', text: 'https://law.ug.edu.gh/notes?id=2#top', href: 'https://law.ug.edu.gh/notes?id=2#top' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'example.com', href: 'http://example.com' },
      { kind: 'text', text: ' ' },
      { kind: 'tag', text: '#Torts', tag: 'Torts' },
      { kind: 'text', text: '!' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
  });

  it('keeps the contract hashtag rule and leaves text without addresses alone', () => {
    expect(segmentRichText('#Law2024 and#not')).toEqual([
      { kind: 'tag', text: '#Law2024', tag: 'Law2024' },
      { kind: 'text', text: ' and#not' },
    ]);
    expect(segmentRichText('')).toEqual([]);
  });

  it('never links a script or data address', () => {
    const segments = segmentRichText('javascript:alert(1) data:text/html,<b>x</b>');
    expect(segments.some((segment) => segment.kind === 'link')).toBe(false);
  });
});

describe('RichText', () => {
  it('renders addresses as links that open in a new tab without passing on the page', () => {
    render(<p><RichText text="Read https://example.org/case now" /></p>);
    const link = screen.getByRole('link', { name: 'https://example.org/case' });
    expect(link).toHaveAttribute('href', 'https://example.org/case');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows markup in the text as text, never as HTML', () => {
    const { container } = render(<p><RichText text={'<img src=x onerror="alert(1)"> <a href="https://evil.test">x</a>'} /></p>);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <a href="https://evil.test">x</a>');
  });
});
