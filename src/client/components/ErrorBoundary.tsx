import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CHUNK_RELOAD_FLAG, ChunkLoadFailure } from '../app/lazyWithRetry';

function ErrorScreen({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  const reload = () => {
    window.sessionStorage.removeItem(CHUNK_RELOAD_FLAG);
    window.location.reload();
  };
  return (
    <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{chunk ? t('chunkError.title') : t('errors:internal')}</h1>
      {chunk && <p>{t('chunkError.text')}</p>}
      <button type="button" className="button" onClick={reload}>
        {t('chunkError.reload')}
      </button>
    </section>
  );
}

interface State {
  error: unknown;
}

/** Catches what a page throws while loading or rendering, and offers a reload. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error) return <ErrorScreen chunk={this.state.error instanceof ChunkLoadFailure} />;
    return this.props.children;
  }
}
