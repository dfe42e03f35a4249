export * from './app-routes.js';
