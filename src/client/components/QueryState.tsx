import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/baseQuery';
import { ErrorText } from '../lib/errorTexts';
import { useServerRender } from '../lib/serverRender';
import { Seo } from './Seo';
import './QueryState.css';

/** What QueryState reads from an RTK Query hook's result: pass the hook's result as it is. */
export interface QueryResult<T> {
  /** The data of the current arguments (not a previous page's while the next one loads). */
  currentData?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  result: QueryResult<T>;
  /** Shown while loading: shaped and sized like the content, so nothing moves when it arrives. */
  skeleton: ReactNode;
  /** What could not be loaded, translated ("The articles could not be loaded."). */
  errorMessage: string;
  /** The retry button's text, translated. */
  retryLabel: string;
  /**
   * For a page whose h1 comes from the data: the h1 and the document title while it loads (the h1
   * for assistive technology only, the skeleton draws the title's place) and with the error, so
   * the page always has both.
   */
  heading?: string;
  /** Shown instead of the error when the API answers 404 (an unknown slug): the 404 page's content. */
  notFound?: ReactNode;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
}

type Phase = 'loading' | 'error' | 'content';

/**
 * The three states of every content block: a skeleton announced as loading, a translated error
 * with a retry button (which refetches), then the content.
 *
 *   const result = useGetAllJobsQuery();
 *   <QueryState result={result} skeleton={<JobListSkeleton />} errorMessage={t('loadError')} retryLabel={t('retry')}>
 *     {(jobs) => <JobList jobs={jobs} />}
 *   </QueryState>
 *
 * A retry moves the focus to the content once it arrives, or back to the button if it fails again.
 * A skipped query (skipToken) counts as loading: render QueryState only once its arguments exist.
 */
export function QueryState<T>({ result, skeleton, errorMessage, retryLabel, heading, notFound, children }: QueryStateProps<T>) {
  const { t } = useTranslation();
  const { currentData, error, isError, isFetching } = result;
  // On the server a failed call is started again by each render; its last error is the answer.
  const server = useServerRender() !== null;
  const phase: Phase =
    currentData !== undefined ? 'content' : (isError && !isFetching) || (server && error !== undefined) ? 'error' : 'loading';
  const retried = useRef(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!retried.current || phase === 'loading') return;
    retried.current = false;
    (phase === 'error' ? retryRef.current : contentRef.current)?.focus();
  }, [phase]);

  if (phase === 'content') {
    return (
      <div ref={contentRef} tabIndex={-1} className="query-state">
        {children(currentData as T)}
      </div>
    );
  }

  if (phase === 'loading') {
    return (
      <>
        {heading && <Seo title={heading} />}
        {heading && <h1 className="visually-hidden">{heading}</h1>}
        <div role="status" aria-busy="true" className="query-state">
          <span className="visually-hidden">{t('loading')}</span>
          {skeleton}
        </div>
      </>
    );
  }

  const code = isApiError(error) ? error.code : 'internal';
  if (code === 'notFound' && notFound) return <>{notFound}</>;
  const retry = () => {
    retried.current = true;
    void result.refetch();
  };
  return (
    <div className="query-state query-state--error">
      {heading && <Seo title={heading} />}
      {heading && <h1>{heading}</h1>}
      <div role="alert">
        <p className="query-state__message">{errorMessage}</p>
        <p>
          <ErrorText code={code} />
        </p>
      </div>
      <button ref={retryRef} type="button" className="button" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
