// The bare React 19 page the site is compared with: react-dom's createRoot rendering one heading.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<h1>Bare React 19</h1>);
