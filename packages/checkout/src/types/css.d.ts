// Plain .css files are collected into one hashed stylesheet by the build (rollup.config.mjs).
declare module '*.css';
