import '@/lib/api/client';
import './index.css';
import { startApp } from '@/app/start';
import { installErrorMap } from '@/lib/validation';

// The contract's rules in the app's words, for every zod parse (forms and generated schemas).
installErrorMap();

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
startApp(container);
