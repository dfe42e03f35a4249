import type { Translation } from '../shape.js';

/**
 * Namespace `merchantSettings`: profile#widgetSettings of spec §2 (widget appearance and allowed
 * origins, API keys, the webhook and its delivery log). Apart from the `merchant` namespace so
 * each route chunk of texts stays small; the tab loads both (the shared texts are in `merchant`).
 */
export const en = {
  widgetSettings: {
    merchantId: 'Merchant ID: {{id}}',
    appearanceTitle: 'Widget appearance',
    name: 'Merchant name',
    primaryColor: 'Primary colour',
    secondaryColor: 'Secondary colour',
    colorHint: 'A hex colour such as #0b4f3c',
    pickColor: 'Pick {{name}}',
    defaultColors: 'Use the default colours',
    logoUrl: 'Logo URL',
    logoUrlHint: 'An https address of your logo image. Leave empty for no logo.',
    logoSize: 'Logo size',
    logoSizes: {
      Large: 'Large ({{width}} px wide)',
      Medium: 'Medium ({{width}} px wide)',
      default: 'Default ({{width}} px wide)',
    },
    coins: 'Coins customers may pay with',
    allowedOrigins: 'Allowed origins',
    allowedOriginsHint:
      'Websites that may create payments with your publishable key, as exact origins such as https://shop.example.',
    noOrigins: 'No origin is allowed yet.',
    addOrigin: 'Add an origin',
    add: 'Add',
    remove: 'Remove',
    removeOrigin: 'Remove {{origin}}',
    originErrors: {
      invalid:
        'Enter an exact origin: https:// or http://, the host and an optional port, with no path or slash at the end.',
      duplicate: 'This origin is already allowed.',
      too_many: 'At most {{max}} origins can be allowed.',
    },
    errors: {
      nameRequired: 'Please enter the merchant name.',
      color: 'Enter a colour as # and six hex digits, such as #0b4f3c.',
      logoUrl: 'Enter an http or https address.',
      coins: 'Choose at least one coin.',
    },
    save: 'Save widget settings',
    saved: 'The widget settings were saved.',
  },
  apiKeys: {
    title: 'API keys',
    intro: 'Publishable keys (pk_…) create payments from your website; secret keys (sk_…) are for your server only.',
    none: 'You have no API keys yet.',
    table: 'Key prefixes',
    mode: 'Mode',
    kind: 'Key',
    prefix: 'Starts with',
    created: 'Created',
    lastUsed: 'Last used',
    neverUsed: 'Never',
    test: 'Test',
    live: 'Live',
    publishable: 'Publishable key',
    secret: 'Secret key',
    create: {
      test: 'Create test keys',
      live: 'Create live keys',
    },
    rotate: {
      test: 'Replace test keys',
      live: 'Replace live keys',
    },
    confirm: {
      test: 'Your current test keys stop working at once. Replace them?',
      live: 'Your current live keys stop working at once, and payments from your shop fail until it uses the new ones. Replace them?',
    },
    confirmRotate: 'Replace keys',
    createdTitle: 'Your new {{mode}} keys',
  },
  webhook: {
    title: 'Webhook',
    intro: 'Every change of a payment is sent to this address as a signed event (Standard Webhooks).',
    url: 'Webhook URL',
    urlHint: 'The https address on your server that receives the events.',
    saveUrl: 'Save webhook URL',
    saved: 'The webhook URL was saved.',
    errors: {
      urlRequired: 'Please enter the webhook URL.',
    },
    status: 'Status',
    enabled: 'Enabled',
    disabled: 'Disabled',
    disabledReason: 'Why it was disabled',
    noReason: 'No reason was given.',
    enable: 'Enable webhook',
    enabledNotice:
      'The webhook is enabled again. Events from the time it was disabled can be redelivered from the log.',
    secret: 'Signing secret',
    secretCreated: 'Created {{time}}',
    previousSecretUntil: 'The previous secret also signs until {{time}}.',
    rotateSecret: 'Rotate secret',
    newSecret: 'Your new signing secret',
    sendTest: 'Send test event',
    testSent: 'A test event was sent ({{id}}).',
  },
  deliveries: {
    title: 'Delivery log',
    refresh: 'Refresh',
    table: 'Delivered events',
    time: 'Time',
    eventType: 'Event type',
    status: 'Status',
    responseCode: 'Response code',
    duration: 'Duration',
    attempts: 'Attempts',
    actions: 'Actions',
    statuses: {
      pending: 'Pending',
      delivered: 'Delivered',
      failed: 'Failed',
      canceled: 'Canceled',
    },
    noResponse: 'No response',
    redeliver: 'Redeliver',
    redeliverOf: 'Redeliver {{type}} event {{id}}',
    redelivered: 'Event {{id}} will be delivered again.',
    empty: 'No events were delivered yet.',
  },
};

/** The shape every other locale of this folder must have (English is the fallback). */
export type MerchantSettingsTexts = Translation<typeof en>;
