import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../lib/errorTexts';
import { ChunkLoadFailure, forgetChunkReloads } from '../lib/lazyWithRetry';

function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  const reload = () => {
    forgetChunkReloads();
    window.location.reload();
  };
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{chunk ? t('chunkError.title') : <ErrorText code="internal" />}</h1>
      {chunk && <p>{t('chunkError.text')}</p>}
      <button type="button" className="button" onClick={reload}>
        {t('chunkError.reload')}
      </button>
    </section>
  );
}

interface State {
  error: unknown;
  /** The resetKey the error happened under. */
  errorKey?: string;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Another value (the next page's path) clears the error: the visitor has moved on. */
  resetKey?: string;
}

/** Catches what a page throws while loading or rendering, and offers a reload. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (state.error === null) return { errorKey: props.resetKey };
    return state.errorKey === props.resetKey ? null : { error: null, errorKey: props.resetKey };
  }

  override render() {
    if (this.state.error) return <ErrorScreen chunk={this.state.error instanceof ChunkLoadFailure} />;
    return this.props.children;
  }
}
