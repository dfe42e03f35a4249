import { configurationDetailsSchema, type ConfigurationDetails, type ConfigurationInput } from '@platform/core';

/** A brand configuration as the configuration call returns it, parsed by core's schema. */
export function brandDetails(module: Partial<ConfigurationInput> = {}): ConfigurationDetails {
  return configurationDetailsSchema.parse({
    module: {
      label_name: 'Demo Exchange',
      company_name: 'Demo Exchange Ltd',
      api: '/api',
      mapi: '/m',
      wl_id: 1,
      terms_url: 'https://demo.example/terms',
      ...module,
    },
    meta: {},
    more: {},
  });
}
