import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { readRuntimeConfig } from './app/runtimeConfig';
import { makeStore } from './app/store';
import { startVitals } from './app/vitals';
import './styles/global.css';

const { store, persistor } = makeStore();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(<App store={store} persistor={persistor} i18n={createI18n()} config={readRuntimeConfig(document)} />);
}
startVitals();
