import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentLanguage } from '@/lib/i18n/content-language';
import { isSafeInternalPath } from '@/lib/safe-internal-path';

/**
 * Renders the CMS's Markdown (skill descriptions, steps, pages, FAQ answers) as React elements —
 * never as raw HTML, so content cannot inject script. Supports what the content uses: headings,
 * paragraphs, bullet and numbered lists, **bold**, *italic*, [links](url) and line breaks.
 */
const SAFE_EXTERNAL_URL = /^(https?:\/\/|mailto:|tel:)/i;

const inline = (text: string, keyPrefix: string): ReactNode[] => {
  const out: ReactNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let i = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = `${keyPrefix}-${i++}`;
    if (m[1] !== undefined) out.push(<strong key={key}>{inline(m[1], key)}</strong>);
    else if (m[2] !== undefined || m[3] !== undefined) out.push(<em key={key}>{inline((m[2] ?? m[3])!, key)}</em>);
    else {
      const [label, href] = [m[4]!, m[5]!];
      if (href.startsWith('/'))
        out.push(
          isSafeInternalPath(href) ? (
            <Link key={key} to={href}>
              {inline(label, key)}
            </Link>
          ) : (
            label
          ),
        );
      else if (!SAFE_EXTERNAL_URL.test(href)) out.push(label);
      else
        out.push(
          // A phone number reads left to right in any page: in Arabic, "116 123" would otherwise show as "123 116".
          <a
            key={key}
            href={href}
            rel="noopener noreferrer"
            target={href.startsWith('http') ? '_blank' : undefined}
            dir={href.startsWith('tel:') ? 'ltr' : undefined}
          >
            {inline(label, key)}
          </a>,
        );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
};

const withBreaks = (lines: string[], key: string) =>
  lines.map((line, i) => (
    <Fragment key={`${key}-l${i}`}>
      {i > 0 && <br />}
      {inline(line, `${key}-l${i}`)}
    </Fragment>
  ));

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'ul' | 'ol'; items: string[] } | { kind: 'p'; lines: string[] };

export const parseBlocks = (source: string): Block[] => {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    let current: Block | null = null;
    for (const raw of lines) {
      const line = raw.trim();
      const heading = /^(#{1,6})\s+(.*)$/.exec(line);
      const bullet = /^[-*+]\s+(.*)$/.exec(line);
      const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
      if (heading) {
        blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
        current = null;
      } else if (bullet || numbered) {
        const kind = bullet ? 'ul' : 'ol';
        if (!current || current.kind !== kind) {
          current = { kind, items: [] };
          blocks.push(current);
        }
        current.items.push((bullet ?? numbered)![1]!);
      } else if (current && current.kind !== 'p' && /^\s{2,}/.test(raw)) {
        current.items[current.items.length - 1] += ` ${line}`;
      } else {
        if (!current || current.kind !== 'p') {
          current = { kind: 'p', lines: [] };
          blocks.push(current);
        }
        current.lines.push(line);
      }
    }
  }
  return blocks;
};

type MarkdownProps = {
  children: string | null | undefined;
  className?: string;
  /** The level a `#` heading in the content becomes, so content nests under the screen's own h1. */
  headingBase?: 2 | 3 | 4;
};

export function Markdown({ children, className, headingBase = 2 }: MarkdownProps) {
  const contentLanguage = useContentLanguage();
  if (!children) return null;
  const blocks = parseBlocks(children);
  return (
    <div className={className ? `markdown ${className}` : 'markdown'} {...contentLanguage}>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${Math.min(6, headingBase + block.level - 1)}` as 'h2';
            return <Tag key={key}>{inline(block.text, key)}</Tag>;
          }
          case 'ul':
          case 'ol': {
            const Tag = block.kind;
            return (
              <Tag key={key}>
                {block.items.map((item, j) => (
                  <li key={`${key}-${j}`}>{inline(item, `${key}-${j}`)}</li>
                ))}
              </Tag>
            );
          }
          default:
            return <p key={key}>{withBreaks(block.lines, key)}</p>;
        }
      })}
    </div>
  );
}
