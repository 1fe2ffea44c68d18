import '@/lib/api/client';
import './index.css';
import { startApp } from '@/app/start';

const container = document.getElementById('root');
if (!container) throw new Error('#root element missing from index.html');
startApp(container);
