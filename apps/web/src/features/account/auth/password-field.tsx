import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordProblem, type PasswordIdentity } from '@skytrace/contracts';
import { Field } from '../../../ui/form/Field';

type Strength = { score: number; common: boolean };
type Estimate = (password: string, identity: PasswordIdentity) => Strength;

/** The strength check, loaded on first use (its dictionaries stay out of the main bundle). */
let estimator: Promise<Estimate> | undefined;
function loadEstimator(): Promise<Estimate> {
  estimator ??= import('./password-strength').then((module) => module.estimatePassword);
  return estimator;
}

/** Waits this long after the last keystroke before estimating (a few ms each, but per key). */
const DEBOUNCE_MS = 150;

/** zxcvbn's verdict on `password`, or null until it has loaded and run for the current value. */
function useStrength(password: string, identity: PasswordIdentity): Strength | null {
  const [result, setResult] = useState<{ password: string; strength: Strength } | null>(null);
  const { username, email, phone } = identity;
  useEffect(() => {
    if (password === '') return;
    let live = true;
    const timer = setTimeout(() => {
      loadEstimator()
        .then((estimate) => {
          if (live)
            setResult({ password, strength: estimate(password, { username, email, phone }) });
        })
        // Offline or a failed chunk: the server still checks; the hint keeps to the plain rules.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, username, email, phone]);
  return result?.password === password ? result.strength : null;
}

/**
 * A new-password field with a live hint under it: the rule while empty, then why the password
 * would be refused (the server's own messages), then how strong it is.
 */
export function NewPasswordField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  identity: PasswordIdentity;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const strength = useStrength(props.value, props.identity);
  const problem =
    props.value === '' ? null : passwordProblem(props.value, props.identity, strength ?? undefined);
  let hint: string;
  let tone: 'neutral' | 'bad' | 'good' = 'neutral';
  if (props.value === '') hint = t('accounts.password.rule');
  else if (problem !== null) {
    hint = t(`shared.${problem}`);
    tone = 'bad';
  } else if (strength === null) hint = t('accounts.password.checking');
  else {
    hint = t(strength.score >= 4 ? 'accounts.password.strong' : 'accounts.password.good');
    tone = 'good';
  }
  return (
    <div className="new-password">
      <Field
        name={props.name}
        type="password"
        label={props.label}
        autoComplete="new-password"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        error={props.error}
        aria-describedby={hintId}
      />
      {strength !== null && props.value !== '' && (
        <meter
          className="new-password__meter"
          min={0}
          max={4}
          low={2}
          high={3}
          optimum={4}
          value={problem === null ? strength.score : Math.min(strength.score, 2)}
          aria-label={t('accounts.password.meter')}
        />
      )}
      <p
        id={hintId}
        className={`new-password__hint new-password__hint--${tone}`}
        aria-live="polite"
      >
        {hint}
      </p>
    </div>
  );
}
