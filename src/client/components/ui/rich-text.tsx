import { Fragment, type ReactNode } from 'react';
import { segmentRichText } from '../../lib/rich-text.ts';

type RichTextProps = {
  text: string;
  /** What a hashtag becomes (a feed link, a filter button); plain text when absent. */
  renderTag?: (tag: string, text: string) => ReactNode;
  /** Colours for links on a coloured background (my own chat bubbles). */
  linkClassName?: string;
};

const defaultLinkClass = 'text-primary-text';

/** A post, comment or message body: web addresses open in a new tab, hashtags as the caller renders them. */
export function RichText({ text, renderTag, linkClassName = defaultLinkClass }: RichTextProps) {
  return (
    <>
      {segmentRichText(text).map((segment, index) => {
        if (segment.kind === 'link') {
          return (
            <a
              key={index}
              href={segment.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={`break-all underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-current ${linkClassName}`}
            >
              {segment.text}
            </a>
          );
        }
        if (segment.kind === 'tag' && renderTag) return <Fragment key={index}>{renderTag(segment.tag, segment.text)}</Fragment>;
        return <Fragment key={index}>{segment.text}</Fragment>;
      })}
    </>
  );
}
