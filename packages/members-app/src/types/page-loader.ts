import type { ComponentType } from 'react';

/** A page's lazy loader: each page is its own chunk, loaded when its route is entered. */
export type PageLoader = () => Promise<ComponentType>;
