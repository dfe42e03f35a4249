import { useTranslation } from 'react-i18next';
import './ui.css';

/** Where the user is in a flow of steps: done, current (aria-current="step"), to come. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  const { t } = useTranslation('ui');
  return (
    <ol className="steps" aria-label={t('steps', { current: current + 1, total: steps.length })}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={`steps__item${index < current ? ' steps__item--done' : ''}${index === current ? ' steps__item--current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          {step}
        </li>
      ))}
    </ol>
  );
}
