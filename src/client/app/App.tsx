import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { RuntimeConfig } from '../../shared/runtimeConfig';
import { HtmlLanguage } from '../features/language/HtmlLanguage';
import { AppRoutes } from './router';
import { RuntimeConfigProvider } from './runtimeConfig';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  i18n: I18n;
  config: RuntimeConfig;
}

export function App({ store, persistor, i18n, config }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        {/* Waits for the stored token, so protected routes never judge a visitor too early. */}
        <PersistGate loading={null} persistor={persistor}>
          <I18nextProvider i18n={i18n}>
            <RuntimeConfigProvider value={config}>
              <HtmlLanguage />
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </RuntimeConfigProvider>
          </I18nextProvider>
        </PersistGate>
      </Provider>
    </StrictMode>
  );
}
