export { CheckoutApp } from './app/checkout-app.js';
export { FlowLayout, type FlowLayoutProps } from './components/flow-layout.js';
export { FlowStepper } from './components/flow-stepper.js';
export { FlowFooter, flowDisclaimer } from './components/flow-footer.js';
export { flowSteps, flowStepOf, type FlowStep } from './components/flow-steps.js';
export { flowRoutes, flowBasePath, findFlowRoute } from './router/match-route.js';
export { loadConfiguration, configurationPath, type ConfigurationResult } from './config/load-configuration.js';
export type { Translate } from './i18n/texts.js';
