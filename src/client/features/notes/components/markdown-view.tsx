/*
 * A note's Markdown as HTML, safely: raw HTML in the source is never rendered (react-markdown
 * escapes it), rehype-sanitize strips what is left of scripts, event handlers and
 * javascript: URLs, and links to other sites open in a new tab without a window.opener.
 * In low-data mode an image loads only when tapped.
 * Heavy: load it through LazyMarkdown, never statically.
 */
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { TapToLoad } from '../../../components/ui/tap-to-load.tsx';

function isOtherSite(href: string | undefined): boolean {
  if (!href) return false;
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false;
  }
}

const components: Components = {
  a: ({ node: _node, href, children, ...rest }) =>
    isOtherSite(href) ? (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <a {...rest} href={href}>
        {children}
      </a>
    ),
  img: ({ node: _node, alt, ...rest }) => (
    <TapToLoad label={alt ? `Show image: ${alt}` : 'Show image'} variant="secondary" className="my-2 items-start">
      <img {...rest} alt={alt ?? ''} loading="lazy" decoding="async" />
    </TapToLoad>
  ),
  // A wide table scrolls on its own instead of widening the page.
  table: ({ node: _node, ...rest }) => (
    <div className="max-w-full overflow-x-auto">
      <table {...rest} />
    </div>
  ),
};

const prose = [
  'break-words text-fg [&>*+*]:mt-3',
  '[&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1',
  '[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-muted-surface [&_code]:px-1 [&_code]:text-[0.9em] [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted-surface [&_pre]:p-3 [&_pre_code]:p-0',
  '[&_table]:border-collapse',
  '[&_th]:border [&_th]:border-line [&_th]:bg-muted-surface [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1',
  '[&_hr]:border-line [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ');

export function MarkdownView({ source }: { source: string }) {
  return (
    <div className={prose}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
