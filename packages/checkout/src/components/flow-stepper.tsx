import type { Translate } from '../i18n/texts.js';
import { flowSteps, type FlowStep } from './flow-steps.js';

export function FlowStepper({ t, activeStep }: { t: Translate; activeStep: FlowStep }) {
  const activeIndex = flowSteps.indexOf(activeStep);
  return (
    <nav className="flow-stepper" aria-label={t('flowSteps')}>
      <ol>
        {flowSteps.map((step, index) => (
          <li
            key={step}
            className={index < activeIndex ? 'is-done' : index === activeIndex ? 'is-active' : undefined}
            aria-current={index === activeIndex ? 'step' : undefined}
          >
            <span className="flow-stepper__number">{index + 1}</span>
            <span>{t(`checkout:flowStepper.${step}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
