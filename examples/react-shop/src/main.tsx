import { createRoot } from 'react-dom/client';
import { ShopApp } from './shop-app.js';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html needs <div id="root">');
createRoot(root).render(<ShopApp />);
