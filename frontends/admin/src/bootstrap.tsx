import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './StandaloneApp';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<StandaloneApp />);
