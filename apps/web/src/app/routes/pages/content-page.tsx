import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { Markdown } from '@/components/ui/markdown';
import { ContentLanguage, NotYetTranslated, useContentLanguage } from '@/lib/i18n/content-language';
import { FAQ_PAGE_SLUG, paths, SOS_PAGE_SLUG, sosHref } from '@/config/paths';
import { usePage } from '@/features/pages/api/get-page';
import { Helplines } from '@/features/pages/components/helplines';
import { PlanPeople } from '@/features/safety-plan/components/plan-people';
import { FaqAccordion } from '@/features/pages/components/faq-accordion';
import { safeClassNames } from '@/features/pages/utils/class-names';
import { linkPhoneNumbers } from '@/features/pages/utils/link-phone-numbers';
import { normalizeHeadings } from '@/features/pages/utils/normalize-headings';
import '@/features/pages/pages.css';
import { ContentImage } from '@/components/ui/content-image';

/** `contact-us` → `Contact us` (the address's own words); '' when it has none. */
export function titleFromSlug(slug: string | undefined): string {
  const words = (slug ?? '').replace(/[-_]+/g, ' ').trim();
  if (!words) return '';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const NO_DATA_MESSAGE = msg({ message: 'No data found', comment: 'Heading when a content page does not exist' });

/** The seeded SOS page's title, shown in its banner while the page's content is on its way. */
export const SOS_PAGE_TITLE = msg({ message: 'Get help now', comment: "The SOS page's title while its content loads" });

/**
 * /pages/:slug (spec §2): the FAQ (banner and accordion) or a content page (optional header and
 * header title, featured image, rich content, `extra_class`). /pages/contact is the SOS page: its
 * bold helpline numbers become tel: links. Above its content it links to the person's safety plan and
 * lists the helplines of their country, loaded in parallel with the page: the built-in crisis numbers
 * show until they arrive, whether or not the page itself loads.
 *
 * The h1 stays the same element in every state, so focus moved to it on arrival is not lost.
 */
export function ContentPageRoute() {
  const { t, i18n } = useLingui();
  const { slug = '' } = useParams();
  const page = usePage(slug);
  const isSos = slug === SOS_PAGE_SLUG;
  const isFaq = slug === FAQ_PAGE_SLUG;
  const slugTitle = titleFromSlug(slug) || t({ message: 'Page', comment: 'Title of a content page whose address names none' });

  if (page.isPending && isSos) {
    // The SOS page's own banner, drawn before its content arrives (and in the prerendered HTML), so the
    // safety plan link and the numbers below it never jump when the content comes.
    return (
      <Shell
        title={i18n._(SOS_PAGE_TITLE)}
        className={['page-sos']}
        headerClass="page-header page-banner page-banner--with-image"
        headerExtra={<span className="page-banner__image-placeholder" aria-hidden="true" />}
      >
        <SosHelp />
        <PageSkeleton banner={false} />
      </Shell>
    );
  }

  if (page.isPending) {
    return (
      <Shell title={slugTitle} titleHidden headerClass="page-header page-header--plain">
        <PageSkeleton banner />
      </Shell>
    );
  }

  if (page.isError) {
    return (
      <Shell title={slugTitle} headerClass="page-header page-header--plain">
        {isSos ? <SosHelp /> : null}
        <LoadError title={t`We couldn't load this page.`} error={page.error} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </Shell>
    );
  }

  const data = page.data;
  if (!data) {
    return (
      <Shell title={i18n._(NO_DATA_MESSAGE)} documentTitle={t`Page not found`} headerClass="page-header page-header--plain">
        {isSos ? <SosHelp /> : null}
        <p className="lead">
          <Trans>We couldn't find this page. It may have moved or been removed.</Trans>
        </p>
        <p>
          {isSos ? (
            <Trans>
              You can go back <Link to={paths.home.getHref()}>home</Link>.
            </Trans>
          ) : (
            <Trans>
              You can go back <Link to={paths.home.getHref()}>home</Link> or, if you need someone to talk to now, open the <Link to={sosHref()}>SOS page</Link>.
            </Trans>
          )}
        </p>
      </Shell>
    );
  }

  const extraClasses = safeClassNames(data.extra_class);
  const image = data.featured_image;
  const content = normalizeHeadings(isSos ? linkPhoneNumbers(data.content ?? '') : (data.content ?? ''));
  const featuredImage = image ? (
    <ContentImage
      className="page-featured-image"
      src={image.url}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alternativeText ?? ''}
      decoding="async"
    />
  ) : null;

  if (isFaq) {
    const items = data.steps ?? [];
    return (
      <ContentLanguage locale={data.locale}>
        <Shell
          fromContent
          title={data.title}
          className={['page-faq-screen', ...extraClasses]}
          headerClass="page-header page-banner"
          headerExtra={
            <>
              {featuredImage}
              <Markdown className="page-banner__intro">{content}</Markdown>
            </>
          }
        >
          {items.length > 0 ? (
            <FaqAccordion items={items} />
          ) : (
            <p className="page-empty">
              <Trans>There are no questions here yet. Please check back later.</Trans>
            </p>
          )}
        </Shell>
      </ContentLanguage>
    );
  }

  const showHeader = data.show_header === true;
  const showHeaderTitle = showHeader && data.show_header_title === true;
  return (
    <ContentLanguage locale={data.locale}>
      <Shell
        fromContent
        title={data.title}
        titleHidden={!showHeaderTitle}
        className={extraClasses}
        headerClass={
          showHeader ? `page-header page-banner${featuredImage && showHeaderTitle ? ' page-banner--with-image' : ''}` : 'page-header page-header--plain'
        }
        headerExtra={showHeader ? featuredImage : null}
      >
        {isSos ? <SosHelp /> : null}
        {showHeader ? null : featuredImage}
        {content ? (
          <Markdown className="page-content">{content}</Markdown>
        ) : (
          <p className="page-empty">
            <Trans>This page has no content yet.</Trans>
          </p>
        )}
      </Shell>
    </ContentLanguage>
  );
}

function PageSkeleton({ banner }: { banner: boolean }) {
  return (
    <div className="page-skeleton" role="status">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {banner ? <span className="page-skeleton__banner" aria-hidden="true" /> : null}
      <span className="page-skeleton__line" aria-hidden="true" />
      <span className="page-skeleton__line" aria-hidden="true" />
      <span className="page-skeleton__line page-skeleton__line--short" aria-hidden="true" />
    </div>
  );
}

/** The top of the SOS page, in every state: the safety plan one tap away, then helplines, then the plan's people. */
function SosHelp() {
  return (
    <>
      <p className="sos-safety-plan">
        <Link to={paths.safetyPlan.getHref()} className="btn btn--secondary sos-safety-plan__link">
          <Trans>My safety plan</Trans>
        </Link>
      </p>
      <Helplines />
      <PlanPeople />
    </>
  );
}

type ShellProps = {
  title: string;
  documentTitle?: string;
  titleHidden?: boolean;
  className?: string[];
  headerClass: string;
  headerExtra?: ReactNode;
  /** The title is the CMS's (in the content's language, which may not be the interface's yet). */
  fromContent?: boolean;
  children: ReactNode;
};

function Shell({ title, documentTitle, titleHidden = false, className = [], headerClass, headerExtra, fromContent = false, children }: ShellProps) {
  const contentLanguage = useContentLanguage();
  return (
    <section className={['screen', 'content-page', ...className].join(' ')} aria-labelledby="page-title">
      <DocumentTitle title={documentTitle ?? title} />
      <header className={headerClass}>
        <h1 id="page-title" className={titleHidden ? 'visually-hidden' : 'page-header__title'} {...(fromContent ? contentLanguage : {})}>
          {title}
        </h1>
        {fromContent ? <NotYetTranslated /> : null}
        {headerExtra}
      </header>
      {children}
    </section>
  );
}
