/** The notify module's public surface: what other modules and app.ts may use. */
export { notifyPlugin, type NotifyPluginOptions, type NotifyService } from './notify-plugin.js';
export { notifyTestModeRoutes } from './test-mode-routes.js';
export { notifyEnvShape, notifyEnvSchema, parseNotifyEnv, toNotifyEnv, type NotifyEnv } from './notify-env.js';
export {
  queueNotification,
  IdempotencyKeyConflictError,
  type QueueNotificationInput,
} from './outbox/queue-notification.js';
export { deliverPending, type DeliveryReport } from './delivery/deliver-pending.js';
export type { EmailTransport, SmsTransport, NotificationTransports } from './delivery/transports.js';
export { renderTemplate } from './templates/render-template.js';
export { withdrawalLockHours, type NotificationMessage, type TemplateName } from './templates/template-params.js';
export type { OutboxMessage } from './notification-types.js';
export { withdrawalEvents, type WithdrawalEvent } from './templates/locales/withdrawals.js';
