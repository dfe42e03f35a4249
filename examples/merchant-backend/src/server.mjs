// Entry point: node src/server.mjs, configured by environment variables (README.md).
import { createBackend } from './backend.mjs';
import { ConfigError, readConfig } from './config.mjs';

let config;
try {
  config = readConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const server = createBackend(config);
server.listen(config.port, config.host, () => {
  process.stdout.write(
    `[merchant-backend] shop ${config.shopUrl}/ (React: ${config.shopUrl}/react/), webhooks at /webhooks, ` +
      `merchant ${config.merchantId} on ${config.platformUrl}\n`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
